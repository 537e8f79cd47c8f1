import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";

/**
 * Worked examples that depend on each other. A card's example may build on another one: a think-aloud that names
 * people only another example's discussion introduced ("It uses Sam's point…", "Dante agrees with Hiro…"), or a
 * line that looks back on "this discussion" another example sets up. Shown alone, such an example refers to
 * nobody the viewer has heard; so it is kept with the example it builds on, after it, or left out with it.
 */

type ChainedCard = Pick<TeachingCard, "examples" | "mentorText" | "kidGoal" | "explanation" | "practice" | "checks">;

/** Capitalized words that are not names: sentence starters and the cards' labels ("Question:", "Review:"). */
const NOT_NAMES = new Set(
  (
    "The This That These Those There Then When While After Before Once One Two Three First Next Last Finally Also " +
    "But And Yes Not Now Today Every Each Some Many Most Long Soon Here What Why How Who Where Which She They Her " +
    "His Its Our Their You Your It In On An At As If So Up We He Go No My Do To Be By Or Us Hi Me I A Since " +
    "Because Question Questions Review Conclusion Topic Text Story Example Answer Meaning Picture Words Word Title " +
    "Round Part Step Source Claim Reason Reasons Evidence Note Notes Idea Ideas Detail Details Summary Dear Love Mr " +
    "Mrs Ms Dr Sentence Sentences Paragraph Poem Passage Author Narrator Setting Problem Solution Beginning Middle " +
    "End Facts Fact Opinion Speaker Listener Partner Group Teacher Class Both Either Neither Instead Without With " +
    "For From Of Let Look Listen Say Read Write Think Tell Ask Use Is Are Was Were Can Will Would Should Could Did Does"
  ).split(" "),
);

/** A look back on a discussion or conversation another example sets up. */
const LOOKS_BACK = /\b(?:this|that|the same) (?:discussion|conversation|talk)\b/i;
/** An example that sets up a discussion: it states its topic or question, or gives two or more speakers' lines. */
const SETS_UP = (show: string) =>
  /^\s*(?:topic|question|discussion)\s*:/i.test(show) || (show.match(/(?:^|\n)\s*[A-Z][a-z]+:/g) ?? []).length >= 2;

/** Names in `text`: capitalized words that the card's examples never use in lower case, minus common words. */
function namesIn(text: string, lower: ReadonlySet<string>): Set<string> {
  return new Set(
    (text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.has(w) && !lower.has(w.toLowerCase())),
  );
}

/**
 * For each example (by index in `card.examples`), the index of the example it builds on, or undefined. Names the
 * card's mentor text introduces are not counted: the passage, read first, sets them up.
 */
export function exampleDependencies(card: ChainedCard): (number | undefined)[] {
  const examples = card.examples;
  const all = examples.map((e) => `${e.show} ${e.thinkAloud} ${e.answer}`).join(" ");
  const lower = new Set(all.match(/\b[a-z][a-z']+\b/g) ?? []);
  // Names the lesson as a whole uses (the passage, read first; the goal, explanation, practice and checks: "the
  // Moon" in a lesson about the Moon) belong to no one example.
  const general = namesIn(
    [
      card.mentorText?.text ?? "",
      card.kidGoal,
      card.explanation,
      ...card.practice.map((p) => `${p.prompt} ${p.answer}`),
      ...card.checks.map((c) => `${c.question} ${c.answer} ${(c.choices ?? []).join(" ")}`),
    ].join(" "),
    new Set(),
  );
  // Who an example introduces: the speakers of a dialogue ("Hiro: …"); else every name it shows. "Dante: Yeah, what
  // Hiro said." introduces Dante and refers to Hiro.
  const shown = examples.map((e) => {
    const speakers = [...e.show.matchAll(/(?:^|\n)\s*([A-Z][a-z]+)(?: \([^)]*\))?:/g)].map((m) => m[1]!);
    const named = namesIn(e.show, lower);
    const people = speakers.filter((n) => named.has(n));
    return people.length > 0 ? new Set(people) : named;
  });
  return examples.map((e, i) => {
    // A name only spoken to ("Eli, would you start?") needs no setup.
    const referred = `${e.show} ${e.thinkAloud} ${e.answer}`.replace(/(^|[.!?:]\s+)[A-Z][a-z]+,/g, "$1");
    const named = [...namesIn(referred, lower)].filter((n) => !shown[i]!.has(n) && !general.has(n));
    for (const n of named) {
      const j = shown.findIndex((s, k) => k !== i && s.has(n));
      if (j >= 0) return j;
    }
    if (LOOKS_BACK.test(`${e.show} ${e.thinkAloud}`) && !SETS_UP(e.show)) {
      const j = examples.findIndex((x, k) => k !== i && SETS_UP(x.show));
      if (j >= 0) return j;
    }
    return undefined;
  });
}

/**
 * The card's examples as chains: each chain is an example and every example that builds on it (directly or
 * through another), in the card's order; an example nothing depends on is a chain of one. Chains are listed by
 * their first example's place on the card.
 */
export function exampleChains(card: ChainedCard): WorkedExample[][] {
  const deps = exampleDependencies(card);
  // Union the examples joined by a dependency (a chain may be entered from either end).
  const root = card.examples.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  deps.forEach((j, i) => {
    if (j !== undefined) root[find(i)] = find(j);
  });
  // In the card's order, except that an example always comes after the one it builds on.
  const order: number[] = [];
  while (order.length < card.examples.length) {
    const next = card.examples.findIndex(
      (_, i) => !order.includes(i) && (deps[i] === undefined || order.includes(deps[i]!) || deps[deps[i]!] === i),
    );
    order.push(next);
  }
  const groups = new Map<number, WorkedExample[]>();
  for (const i of order) {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), card.examples[i]!]);
  }
  return [...groups.values()];
}

/**
 * The chains of `examples` (the card's examples after filtering: an avoided topic, a supporting standard taught
 * without its passage), built on the `original` card: a chain that lost one of its examples is left out whole, so
 * no example is shown without the one it builds on. Examples not on the original card (an attached text's) are
 * chains of one. When every chain lost an example, each remaining example is its own chain.
 */
export function keptChains(examples: readonly WorkedExample[], original: ChainedCard | undefined): WorkedExample[][] {
  const have = new Set(examples);
  const chains = original ? exampleChains(original) : [];
  const known = new Set(chains.flat());
  const whole = chains.filter((c) => c.every((e) => have.has(e)));
  // In the filtered card's order, by each chain's first example.
  const kept = [...whole, ...examples.filter((e) => !known.has(e)).map((e) => [e])].sort(
    (a, b) => examples.indexOf(a[0]!) - examples.indexOf(b[0]!),
  );
  return kept.length > 0 ? kept : examples.map((e) => [e]);
}
