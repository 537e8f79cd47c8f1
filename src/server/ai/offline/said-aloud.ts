import type { ContractScene } from "@shared/script/contract";
import { sentences } from "./safe-text";

/** A picture of a non-example: crossed out, a red X, waved off. */
const NON_EXAMPLE = /\bred x\b|\bcrossed out\b|\bwaved off\b|\bnot the same\b/i;
/** A sentence that says something is not so. */
const NEGATION = /\b(?:not|no|never|don't|doesn't|isn't|aren't)\b/i;
const STOP = new Set(["the", "and", "not", "are", "but", "for", "with", "its", "that", "this", "both", "between"]);
const wordsOf = (t: string) =>
  new Set((t.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.replace(/s$/, "")));

/**
 * A non-example shown is also said (docs/product/staging.md: a listener hears everything the lesson teaches): a
 * teaching VISUAL of a non-example (a red X between a bell and a bed) whose words the next line does not say gets a
 * line after it, the sentence of a card's misconception fix that names what the picture shows and says it is not so
 * ("Bell, bed: the ends are not the same."), by the speaker of the line before it. `fixes` are the cards'
 * misconception fixes. Changes `scenes` in place.
 */
export function sayShownNonExamples(scenes: ContractScene[], fixes: readonly string[]): void {
  const candidates = fixes.flatMap((f) => sentences(f)).filter((s) => NEGATION.test(s));
  for (const sc of scenes) {
    if (sc.kind !== "teach") continue;
    for (let i = 0; i < sc.beats.length; i++) {
      const b = sc.beats[i]!;
      if (b.type !== "visual" || !NON_EXAMPLE.test(b.text)) continue;
      const shown = wordsOf(b.text);
      const line = candidates.find((s) => [...wordsOf(s)].filter((w) => shown.has(w)).length >= 2);
      if (!line) continue;
      const said = wordsOf(line);
      const next = sc.beats.slice(i + 1).find((x) => x.type === "line");
      const nextWords = next?.type === "line" ? wordsOf(next.text) : new Set<string>();
      if ([...said].filter((w) => shown.has(w) && nextWords.has(w)).length >= 2) continue;
      const before = sc.beats
        .slice(0, i)
        .reverse()
        .find((x) => x.type === "line");
      const speaker = before?.type === "line" ? before.speaker : next?.type === "line" ? next.speaker : null;
      if (!speaker) continue;
      sc.beats.splice(i + 1, 0, { type: "line", speaker, text: line });
    }
  }
}
