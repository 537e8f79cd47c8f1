import { baseVerbOf } from "./text-questions";

/**
 * The main idea of an informational text with no guide (an attached PDF), for RI.3.2–5.2 "determine the main idea of
 * a text". The main idea is what the whole text is about, never one of its details: a sentence is taken as the stated
 * main idea only when it names everything the title names and is not itself a detail (a definition, a part of the
 * class — "Many volcanoes…", "Other volcanoes…" —, a number or date, a pronoun or a time word that leans on the
 * sentence before); else the text's first sentence when it names the subject and is no detail (a topic sentence). When no sentence states it, the main idea is composed from the title and what the text's
 * sentences say its subject does ("How Volcanoes Form" + "volcanoes form / erupt / grows" → "Our reading tells how
 * volcanoes form, erupt and grow."). Null when the text has no title to name its subject: the caller falls back to
 * the sentence the others share most words with.
 */
export interface MainIdea {
  /** The main idea as said in the lesson, a whole sentence. */
  sentence: string;
  /** The index in the sentence list of the sentence that states it; null when composed. */
  index: number | null;
  /** The subject as the title says it, lower case ("volcanoes"); the think-aloud names it. */
  subject: string;
}

/** Content words, stemmed so "volcano" and "volcanoes" match. */
const contentOf = (s: string): Set<string> =>
  new Set(
    (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.replace(/(?:es|s)$/, "")),
  );
const STOP = new Set(["what", "when", "where", "which", "with", "from", "that", "this", "they", "their", "about"]);

/** Sentences that are a detail of the text, never its main idea. */
const DETAIL =
  /^(?:many|some|other|others|one|a few|for example|these|this|that|those|it|they|he|she|then|next|first|later|after|when|if|once|also)\b|\b(?:is|are|was|were) called\b|\bmeans\b|\d/i;

/** Whether `sentence` could state the whole text's main idea: no detail marker, and every title word in it. */
export function statesMainIdea(sentence: string, title: string): boolean {
  if (DETAIL.test(sentence.trim())) return false;
  const words = contentOf(sentence);
  const titled = [...contentOf(title)];
  return titled.length > 0 && titled.every((w) => words.has(w));
}

/** Joins words as a child's list: "form, erupt and grow". */
const listed = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)!}`;

/** The text's main idea (see `MainIdea`); `list` is its sentences in order. */
export function mainIdeaOf(list: readonly string[], title: string | null): MainIdea | null {
  const name = title?.replace(/[.!?:]+$/, "").trim();
  if (!name) return null;
  const stated = list.findIndex((s) => statesMainIdea(s, name));
  const titled = [...contentOf(name)];
  // The subject: the title's word the text says most often ("volcano" in "How Volcanoes Form").
  const count = (w: string) => list.filter((s) => contentOf(s).has(w)).length;
  const stem = [...titled].sort((a, b) => count(b) - count(a))[0];
  if (!stem) return null;
  const subject =
    (name.match(/[A-Za-z]{4,}/g) ?? []).find((w) => w.toLowerCase().replace(/(?:es|s)$/, "") === stem)?.toLowerCase() ??
    stem;
  if (stated >= 0) return { sentence: list[stated]!, index: stated, subject };
  // A text's first sentence that names its subject and is no detail is its topic sentence ("Honeybees live together
  // in a hive." under "Busy Bees"). Not its last: a closing sentence is as often one paragraph's point ("Volcanoes
  // can be dangerous, but they also help.").
  const first = list[0]?.trim() ?? "";
  const edge =
    !DETAIL.test(first) &&
    (first.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => w.replace(/(?:es|s)$/, "").endsWith(stem))
      ? 0
      : undefined;
  if (edge !== undefined) return { sentence: list[edge]!, index: edge, subject };
  // What the sentences say the subject does: the verb right after it ("Some volcanoes erupt gently." → "erupt").
  const verbs: string[] = [];
  for (const s of list) {
    const words = s.split(/\s+/);
    words.forEach((w, i) => {
      if (
        /[,;:]$/.test(w) ||
        w
          .toLowerCase()
          .replace(/[^a-z]/g, "")
          .replace(/(?:es|s)$/, "") !== stem
      )
        return;
      const verb = baseVerbOf(words[i + 1] ?? "");
      if (verb && !verbs.includes(verb)) verbs.push(verb);
    });
  }
  const how = /^how\s+/i.test(name) ? name.replace(/^how\s+/i, "").toLowerCase() : null;
  const sentence =
    verbs.length >= 2
      ? `Our reading tells how ${subject} ${listed(verbs.slice(0, 3))}.`
      : how
        ? `Our reading tells how ${how}.`
        : `Our reading tells what ${subject} are like and what they do.`;
  return { sentence, index: null, subject };
}

/**
 * The key details that support `main`, best first: the sentences that share the most content words with it (and,
 * for a composed main idea, with the title), then in the text's order. A definition ("…is called magma") is a
 * detail of a word, not support for the main idea, and comes last; a detail with an example in it or of more than 14
 * words comes after a short one, since the first two go into a worked summary.
 */
export function supportingDetails(list: readonly string[], main: MainIdea, title: string): string[] {
  const key = new Set([...contentOf(main.sentence), ...contentOf(title)]);
  // A summary's details are short: an example inside a detail ("like the ones in Hawaii") or a long sentence waits.
  const score = (s: string) =>
    [...contentOf(s)].filter((w) => key.has(w)).length -
    (/\b(?:is|are) called\b|\bmeans\b/i.test(s) ? 5 : 0) -
    (/\blike the\b|\bsuch as\b|\bfor example\b/i.test(s) ? 2 : 0) -
    (s.split(/\s+/).length > 14 ? 1 : 0);
  return list
    .map((s, i) => ({ s, i }))
    .filter(({ i }) => i !== main.index)
    .sort((a, b) => score(b.s) - score(a.s) || a.i - b.i)
    .map(({ s }) => s);
}
