import { oneLine } from "@shared/script-format";

/**
 * Reading the free-text content considerations (e.g. "avoid food, no scary parts, include Spanish, keep it
 * short") into flags the offline engine acts on. The full text is always kept in a NOTE, so nothing is dropped
 * even when no rule below recognises it.
 */
export interface Considerations {
  /** The whole text, one line, or "" when none. */
  text: string;
  avoidFood: boolean;
  gentle: boolean;
  spanish: boolean;
  short: boolean;
  captions: boolean;
  inclusiveHolidays: boolean;
}

const has = (re: RegExp, text: string) => re.test(text);

/** Flags from the considerations text (case-insensitive keyword rules). */
export function readConsiderations(raw: string | null | undefined): Considerations {
  const text = oneLine(raw ?? "");
  const t = text.toLowerCase();
  return {
    text,
    avoidFood:
      has(
        /\b(?:avoid|no|without|not?|skip|don'?t)\b[^.;]*\b(?:food|foods|snacks?|candy|sweets|eating|treats|nuts?|allerg\w*)/,
        t,
      ) || has(/\bfood[- ]free\b|\ballerg/, t),
    gentle: has(/scar|fright|spook|monster|violen|creep|horror|gentle|calm|sensitive|anxi/, t),
    spanish: has(/spanish|español|espanol|bilingual|\bells?\b|english learners?|dual language/, t),
    short: has(/\bshort\b|\bbrief\b|\bquick\b|\bshorter\b|under \d+ ?min|attention span/, t),
    captions: has(/caption|deaf|hard of hearing|\basl\b|sign language|subtitle|hearing/, t),
    inclusiveHolidays: has(/religio|holiday|christmas|inclusive|secular|cultur/, t),
  };
}

/** Production NOTE lines (without the "NOTE: " prefix) that show how each consideration was honoured. */
export function considerationNotes(c: Considerations, targetLength: string): string[] {
  if (!c.text) return [];
  const notes = [`Content considerations: ${c.text}`];
  if (c.avoidFood)
    notes.push("Adapted: no food or eating examples; examples use animals, nature and everyday objects instead.");
  if (c.gentle) notes.push("Adapted: gentle, friendly tone throughout; no scary images, sounds or villains.");
  if (c.spanish) notes.push("Adapted: simple Spanish words are woven in with their English meaning (¡Hola! = Hello!).");
  if (c.short) notes.push(`Adapted: kept short; target length trimmed to ${targetLength}.`);
  if (c.captions) notes.push("Adapted: key words and every question appear as large on-screen captions.");
  if (c.inclusiveHolidays) notes.push("Adapted: holiday and cultural references are kept inclusive and respectful.");
  if (notes.length === 1) notes.push("Writers: check every scene against these considerations before recording.");
  return notes;
}
