import type { ContractScene } from "@shared/script/contract";

/** Words of a text, lowercased, without punctuation: for comparing a VISUAL's words with an answer's. */
const wordsOf = (text: string): string => (text.toLowerCase().match(/[\p{L}\d']+/gu) ?? []).join(" ");

/** The phrases a VISUAL quotes ('Because the bus.', "I was late", “sign”). */
const quoted = (visual: string): string[] =>
  [...visual.matchAll(/(?:^|[\s(])['‘"“]([^'’"”]+)['’"”]/g)].map((m) => wordsOf(m[1]!)).filter(Boolean);

/**
 * Whether a VISUAL shows a check's answer: a phrase it quotes is the answer, or is part of an answer of two words
 * or more ("a puzzle piece that fills in as 'I was late'" for the answer "I was late because the bus got a flat
 * tire"); or the whole answer of three words or more is in its description.
 */
export function showsAnswer(visual: string, answer: string): boolean {
  const a = wordsOf(answer);
  if (!a) return false;
  const several = a.includes(" ");
  const inAnswer = (q: string) => q === a || (several && q.includes(" ") && ` ${a} `.includes(` ${q} `));
  if (quoted(visual).some(inAnswer)) return true;
  return a.split(" ").length >= 3 && ` ${wordsOf(visual)} `.includes(` ${a} `);
}

/**
 * Takes out every VISUAL before the check for understanding that shows the answer of a question the check asks
 * (`answers`): a picture in the teaching must not give the quiz away (the teaching card's pictures were drawn for
 * its own examples, and its checks may reuse them). Returns how many were taken out.
 */
export function guardCheckVisuals(scenes: ContractScene[], answers: readonly string[]): number {
  const at = scenes.findIndex((sc) => sc.kind === "check");
  if (at < 0 || answers.length === 0) return 0;
  let removed = 0;
  for (const sc of scenes.slice(0, at)) {
    const before = sc.beats.length;
    sc.beats = sc.beats.filter((b) => b.type !== "visual" || !answers.some((a) => showsAnswer(b.text, a)));
    removed += before - sc.beats.length;
  }
  return removed;
}
