import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { KeyItems } from "./key-moves";

/**
 * A check for understanding asks the child something the lesson has not already answered aloud (the K–5
 * specialist's review): a check whose question or answer is a worked example's or a practice item's, said minutes
 * before, is answered from memory, not by the skill; so is a practice item that is a worked example said again, and
 * a quiz that asks the same item twice. unheard-checks.ts keeps the two lines before a check from saying its answer;
 * this rule keeps the whole lesson from saying it.
 */

/** What an item asks and answers, in the words compared. */
export interface AskedItem {
  question: string;
  answer: string;
  /** What else the item says aloud (a worked example's think-aloud). */
  said?: string;
}

/** A card's lead-ins, which are not what is answered ("For example:", "Main idea:", "The text says,"). */
const LEAD =
  /^(?:(?:for example|e\.g\.|example|possible answer|sample answer|one answer|answers will vary|main idea|key detail|here's the answer|the answer is|the text says)[:,.]?\s*)+/i;

/** Text as compared: no quotation marks, lead-ins, punctuation, case or spacing. */
export const flatItem = (t: string): string =>
  t
    .trim()
    .replace(/[“”"‘’']/g, "")
    .replace(LEAD, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** An answer long enough that finding it in another answer means the same thing was said (not "2", "cat"). */
const SAYS_SOMETHING = 3;
/** A question long enough that finding it inside another item's words means the same item (a quoted passage). */
const QUOTES_SOMETHING = 6;

const within = (part: string, whole: string) => ` ${whole} `.includes(` ${part} `);

/**
 * Whether `later` repeats one of `earlier`: the same question, or one of six words or more that an earlier item's
 * words hold (the same sentences asked about again), or an answer of three words or more that an earlier item
 * says word for word ("Mateo crawled back out." inside "Mateo is kind. The text says, “Mateo crawled back out.”").
 * A short answer ("2", "sunglasses") is a repeat only with the same question.
 */
export function repeatsEarlier(later: AskedItem, earlier: readonly AskedItem[]): boolean {
  const q = flatItem(later.question);
  const a = flatItem(later.answer);
  const longAnswer = a.split(" ").length >= SAYS_SOMETHING;
  const longQuestion = q.split(" ").length >= QUOTES_SOMETHING;
  return earlier.some((e) => {
    const eq = flatItem(e.question);
    const said = [eq, flatItem(e.answer), flatItem(e.said ?? "")];
    if (q && eq === q) return true;
    if (longQuestion && said.some((x) => within(q, x))) return true;
    return longAnswer && said.some((x) => within(a, x));
  });
}

const exampleItem = (e: TeachingCard["examples"][number]): AskedItem => ({
  question: e.show,
  answer: e.answer,
  said: e.thinkAloud,
});
const practiceItem = (p: TeachingCard["practice"][number]): AskedItem => ({ question: p.prompt, answer: p.answer });

/**
 * The lesson's cards without the practice items and checks that repeat what comes before them, in the order a script
 * says them (every card's worked examples, then every card's practice, then every card's checks). An item that makes
 * a key move (docs/product/key-moves.md) stays, and a card keeps at least one practice item and one check: when the
 * only one repeats an earlier item, the earlier practice item goes instead where it can (it is not key and not its
 * card's last). What no removal can fix stays, for the eval's count.
 */
export function withoutRepeatedItems(cards: readonly TeachingCard[], keys: readonly KeyItems[]): TeachingCard[] {
  const out = cards.map((c) => ({ ...c, practice: [...c.practice], checks: [...c.checks] }));
  // A key term's definition, said in the teaching, counts as an answer given ("Sunglasses: glasses that …").
  const examples = [
    ...out.flatMap((c) => c.keyTerms.map((k) => ({ question: k.term, answer: k.definition }))),
    ...out.flatMap((c) => c.examples.map(exampleItem)),
  ];
  // Practice items: none is a worked example said again, nor an earlier practice item.
  out.forEach((card, ci) => {
    const kept: TeachingCard["practice"] = [];
    card.practice.forEach((p, pi) => {
      const earlier = [
        ...examples,
        ...out.slice(0, ci).flatMap((c) => c.practice.map(practiceItem)),
        ...kept.map(practiceItem),
      ];
      // The last one left is kept: a standard is practised.
      const last = kept.length === 0 && pi === card.practice.length - 1;
      if (keys[ci]?.practice.has(p) || last || !repeatsEarlier(practiceItem(p), earlier)) kept.push(p);
    });
    card.practice = kept;
  });
  out.forEach((card, ci) => {
    const earlierThan = (k: number) => [
      ...examples,
      ...out.flatMap((c) => c.practice.map(practiceItem)),
      ...out.slice(0, ci).flatMap((c) => c.checks.map((x) => ({ question: x.question, answer: x.answer }))),
      ...card.checks.slice(0, k).map((x) => ({ question: x.question, answer: x.answer })),
    ];
    const fresh = card.checks.filter(
      (c, k) => keys[ci]?.checks.has(c) || !repeatsEarlier({ question: c.question, answer: c.answer }, earlierThan(k)),
    );
    if (fresh.length > 0) {
      card.checks = fresh;
      return;
    }
    // Every check repeats something: the practice items it repeats go, where the card keeps another practice item.
    const only = card.checks[0];
    if (!only) return;
    for (const other of out) {
      const repeated = other.practice.filter(
        (p) =>
          !keys[out.indexOf(other)]?.practice.has(p) &&
          repeatsEarlier({ question: only.question, answer: only.answer }, [practiceItem(p)]),
      );
      if (repeated.length > 0 && repeated.length < other.practice.length)
        other.practice = other.practice.filter((p) => !repeated.includes(p));
    }
    card.checks = [only];
  });
  return out;
}
