/**
 * Sentence helpers shared by the lessons made from one of our own topic texts' guides (text-writing.ts,
 * text-opinion.ts, text-talk.ts): comparing a line with the text, saying a sentence of it after "that", and telling a
 * key detail that stands on its own from one that leans on the sentence before it.
 */

export const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A line as compared with a text: no quotation marks, one space, lower case. */
export const flat = (t: string) =>
  t
    .replace(/[“”"‘’']/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .trim();

/**
 * A sentence of the text said after "that" ("One fact is that the queen bee lays the eggs."): its first word is
 * lowered unless the text also writes it with a capital inside a sentence, as a name ("that Earth spins").
 */
export function asClause(sentence: string, text: string): string {
  const first = /^[A-Z][a-z]*/.exec(sentence)?.[0];
  const name = first && new RegExp(`[a-z,] ${escape(first)}\\b`).test(text);
  return stripEnd(first && !name ? first.toLowerCase() + sentence.slice(first.length) : sentence);
}

/** A key detail that stands on its own, not one that leans on the sentence before it ("This is called …"). */
export const standsAlone = (s: string) =>
  !/^(?:This|That|These|Those|It|They|He|She|Its|Their|There|As a result|So|But|And|Also|Because|Then)\b/.test(s);

/**
 * A key detail that is a fact on its own, said as a reason or a fact of a talk: it stands alone, is not a step of a
 * sequence ("First, the mother penguin lays one egg." orders steps, it gives no reason) and quotes no one.
 */
export const reasonDetail = (s: string) =>
  standsAlone(s) && !/^(?:First|Next|Last|Finally|After|Later|Soon|Then|At last)\b/.test(s) && !/["“”]/.test(s);

/** The guide's key details that the excerpt read says word for word and that stand as reasons or facts. */
export function heardDetails(keyDetails: readonly string[] | undefined, list: readonly string[]): string[] {
  const text = flat(list.join(" "));
  return (keyDetails ?? []).filter((d) => text.includes(flat(d)) && reasonDetail(d));
}
