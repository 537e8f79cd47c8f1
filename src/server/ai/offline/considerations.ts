import { oneLine } from "@shared/script-format";

/**
 * The writer's content considerations, read offline (issue 10 item 3). A consideration the engine can
 * apply is applied and reported as "Applied: …"; anything else is listed for the writer as
 * "For the writer: …". Nothing is claimed as done that was not done.
 */
export interface Considerations {
  /** The whole text, one line, or "" when none. */
  text: string;
  avoidFood: boolean;
  gentle: boolean;
  spanish: boolean;
  captions: boolean;
  /** Parts of the text no rule recognised (shown to the writer). */
  unhandled: string[];
}

const RULES: { key: keyof Omit<Considerations, "text" | "unhandled">; re: RegExp }[] = [
  {
    key: "avoidFood",
    re: /\b(?:avoid|no|without|not?|skip|don'?t)\b[^.;]*\b(?:food|foods|snacks?|candy|sweets|eating|treats|nuts?|allerg\w*)|\bfood[- ]free\b|\ballerg/i,
  },
  { key: "gentle", re: /scar|fright|spook|monster|violen|creep|horror|gentle|calm|sensitive|anxi/i },
  { key: "spanish", re: /spanish|español|espanol|bilingual|english learners?|dual language/i },
  { key: "captions", re: /caption|deaf|hard of hearing|subtitle|on-?screen text/i },
];

/** Reads the considerations text into flags plus the parts no rule recognised. */
export function readConsiderations(raw: string | null | undefined): Considerations {
  const text = oneLine(raw ?? "");
  const out: Considerations = { text, avoidFood: false, gentle: false, spanish: false, captions: false, unhandled: [] };
  for (const part of text.split(
    /(?<=[.;!?])\s+|\s*[;\n]\s*|,\s+(?=(?:and\s+)?(?:no|avoid|include|keep|use|add|make|don'?t|please)\b)/i,
  )) {
    const piece = part.trim().replace(/^and\s+/i, "");
    if (!piece) continue;
    const rule = RULES.find((r) => r.re.test(piece));
    if (rule) out[rule.key] = true;
    else out.unhandled.push(piece);
  }
  return out;
}

export const FOOD_RE =
  /\b(?:food|snacks?|candy|cand(?:ies)|cookies?|cake|pizza|apples?|bananas?|eat|eats|eating|ate|lunch|dinner|breakfast|treats?|peanuts?|nuts?|milk|cheese|bread|sandwich|soup|ice cream|chocolate|pie|jam|honey|carrots?|grapes?|oranges?|pancakes?|muffins?|popcorn)\b/i;

/** NOTE lines (without "NOTE: ") saying which considerations were applied and which the writer must handle. */
export function considerationNotes(c: Considerations, applied: { foodFree: boolean }): string[] {
  if (!c.text) return [];
  const notes = [`Content considerations from the writer: ${c.text}`];
  if (c.avoidFood) {
    notes.push(
      applied.foodFree
        ? "Applied: no food or eating in the examples, practice or questions."
        : "For the writer: some examples on this standard's card mention food; replace them before recording.",
    );
  }
  if (c.gentle)
    notes.push("Applied: gentle staging cues (soft colors, calm music); no scary images or sounds are called for.");
  if (c.spanish) notes.push("Applied: a Spanish greeting and praise, each with its English meaning.");
  if (c.captions) notes.push("Applied: every question and key word is also shown as ON SCREEN text.");
  for (const piece of c.unhandled)
    notes.push(`For the writer: "${piece}" was not applied by the offline draft; check the script for it.`);
  return notes;
}
