import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import { AFFIX_PARTS } from "./word-parts";

/**
 * What is practised was taught first (docs/product/key-moves.md, "Taught before asked"): a practice item or check
 * that needs a pattern, rule or part the teach scene did not model (a long vowel after only a short one, the suffix
 * -ness after only prefixes, making a rhyme after only hearing one, asking a question after only adding on) is not
 * fair to a child. An item's features are read from its own words, the ones cards name them by:
 *  - a key term that sets one kind apart from its sibling (the card's "long vowel sound" beside "short vowel
 *    sound": "long"), named in the item;
 *  - a word part, on a card about prefixes and suffixes: a word built from a known part and a base word the item
 *    also says ("sadness" … "being sad": -ness; "teacher" … "a person who teaches": -er), or the part named alone;
 *  - a part of the goal the child is asked to do ("I can join a group talk: follow talk rules, add on, and ask
 *    questions": "Ask a question.", or a model answer that is itself a question);
 *  - on a card heard and said only (RF.K.2, RF.1.2), making a word, not just hearing one ("Say two words that rhyme
 *    with pig"): it needs an example that makes one ("Make a rhyme for log.").
 * A worked example models a feature when its words (what is shown, the think-aloud, the answer) have it.
 */

type Item = WorkedExample | TeachingCard["practice"][number] | CheckQuestion;

/** Parts no card builds a word from, in words that look built ("under", "uncle": no base word is left). */
const NOT_BUILT = new Set(["prefix", "suffix", "under", "uncle", "never", "other", "over", "order", "every"]);
/** The prefixes and suffixes of word-parts.ts ("-er" as in a person who does something among them). */
const PARTS = AFFIX_PARTS;
const STOP = new Set(["a", "an", "the", "and", "or", "of", "to", "on", "in", "with", "your", "my", "words", "word"]);
/** Words any question says: never what sets a term apart ("how" of "how-to text" in "How did …?"). */
const ASKING = new Set(["how", "what", "why", "who", "when", "where", "which"]);

const words = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
/** A word said with an ending of its own: "add" in "added", "teach" in "teaches", "ask" in "asked". */
const hasStem = (said: readonly string[], stem: string) =>
  said.some((w) => w === stem || (w.startsWith(stem) && /^(?:s|es|ed|d|ing|er|ers)$/.test(w.slice(stem.length))));

/** The words that tell each key term from the card's others ("long vowel sound" → long). Only terms with siblings. */
function termMarkers(card: TeachingCard): { feature: string; marker: string[] }[] {
  const terms = card.keyTerms.map((k) => words(k.term).filter((w) => !STOP.has(w)));
  return terms.flatMap((t, i) => {
    const others = new Set(terms.filter((_, j) => j !== i).flat());
    const shared = t.filter((w) => others.has(w));
    const marker = t.filter((w) => !others.has(w) && !ASKING.has(w));
    // A sibling shares the head ("vowel sound"); the marker is what differs. A term on its own sets nothing apart.
    return shared.length > 0 && marker.length > 0 ? [{ feature: `term:${card.keyTerms[i]!.term}`, marker }] : [];
  });
}

/**
 * A card on what word parts mean (RF.3.3.a, L.3.4.b): each part is its own meaning to teach. On a card about
 * spelling with them (L.5.2.e) or reading long words by them (RF.3.3), one part's example models the rule for all.
 */
const affixCard = (card: TeachingCard) =>
  card.keyTerms.some((k) => /^(?:prefix|suffix)(?:es)?$/i.test(k.term)) && /\bmean/i.test(card.kidGoal);

/**
 * The word parts `built` builds words with, or names alone ("In 'disobey', what does dis mean?"), where `text` (which
 * holds `built`) says the base word too.
 */
function affixesIn(built: string, text: string): string[] {
  const said = words(text);
  const found = new Set<string>();
  for (const { part, kind } of PARTS)
    for (const w of words(built)) {
      if (w === part && part.length >= 2) found.add(part);
      if (NOT_BUILT.has(w) || w.length < part.length + 3) continue;
      const base =
        kind === "prefix"
          ? w.startsWith(part)
            ? w.slice(part.length)
            : ""
          : w.endsWith(part)
            ? w.slice(0, -part.length)
            : "";
      if (base.length < 3) continue;
      // The base word is said too, as it is or with an ending ("not fair", "a person who teaches").
      // Not the word itself again with an ending ("answers" beside "answer").
      if (
        hasStem(
          said.filter((x) => !x.startsWith(w)),
          base,
        )
      )
        found.add(part);
    }
  return [...found];
}

/** The goal's parts after its colon, by their first verb: "follow talk rules, add on, and ask questions" → follow, add, ask. */
function goalVerbs(card: TeachingCard): string[] {
  // Only a speaking and listening goal lists actions ("I can compare two stories: their lessons, settings…" does not).
  if (!card.code.startsWith("SL.")) return [];
  const listed = /:\s*(.+)$/.exec(card.kidGoal)?.[1];
  if (!listed) return [];
  return listed
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .flatMap((p) => words(p).slice(0, 1))
    .filter((w) => w.length >= 3);
}

/** An oral card's item that makes a word: "Say a word that rhymes with hat.", "Make a rhyme for log." */
const MAKES_WORD =
  /\b(?:say|name|make|think of|give)\b(?: me)? (?:a|an|one|two|three) (?:new )?(?:word|rhyme|rhyming word)s?\b|\bwhat is a word that\b|\bfinish my rhyme\b|\bmake a rhyme\b|\brhyme it\b/i;

function textOf(item: Item, side: "asked" | "modelled"): string {
  if ("thinkAloud" in item) return `${item.show} ${item.thinkAloud} ${item.answer}`;
  if ("prompt" in item) return side === "asked" ? `${item.prompt} ${item.answer}` : item.answer;
  return `${item.question} ${item.answer}`;
}

/** The features an item needs (a practice item, a check) or models (a worked example). */
export function featuresOf(card: TeachingCard, item: Item): Set<string> {
  const example = "thinkAloud" in item;
  const text = textOf(item, "asked");
  const said = words(text);
  const out = new Set<string>();
  // A term is needed where the child's answer names it (a practice prompt often names both kinds: "Thumbs up for
  // long, thumbs down for short").
  // An example's words for it leave out a choice its question offers ("Is the vowel sound in duck long or short?").
  const named = words(
    "prompt" in item
      ? item.answer
      : example
        ? `${item.show.replace(/\b[a-z]+ or [a-z]+\b/gi, " ")} ${item.thinkAloud} ${item.answer}`
        : text,
  );
  for (const { feature, marker } of termMarkers(card)) if (marker.every((m) => hasStem(named, m))) out.add(feature);
  const asked = example ? item.show : "prompt" in item ? item.prompt : item.question;
  // The words the item is about: what it asks, and a one- or two-word answer ("teacher"); not the wording of a
  // longer answer ("read wrongly" does not ask about -ly).
  const about = example || item.answer.split(/\s+/).length > 2 ? asked : `${asked} ${item.answer}`;
  if (affixCard(card)) for (const p of affixesIn(example ? text : about, text)) out.add(`part:${p}`);
  // An item asks for a goal's action when it says to do it ("Add on to her idea.", "Wait until your friend is
  // done."), not when it only tells of it ("We are talking about snow.").
  const told = asked.replace(/“[^”]*”|"[^"]*"|'[^']{3,}'/g, ". ");
  for (const verb of goalVerbs(card)) {
    const says = new RegExp(`(?:^|[.!?:]\\s+)(?:then |now |so )?${verb}\\b`, "i");
    if ((!example && says.test(told)) || (example && hasStem(said, verb))) out.add(`goal:${verb}`);
    // A question as the model answer is asking one ("Why was the boy sad?").
    if (verb === "ask" && !example && /\?["”’']?$/.test(item.answer.trim())) out.add("goal:ask");
  }
  if (card.mode === "oral" && MAKES_WORD.test(asked)) out.add("makes a word");
  return out;
}

/** The features of `item` that none of `examples` models. */
export function untaught(card: TeachingCard, item: Item, examples: readonly WorkedExample[]): string[] {
  const modelled = new Set(examples.flatMap((e) => [...featuresOf(card, e)]));
  return [...featuresOf(card, item)].filter((f) => !modelled.has(f));
}

/**
 * The card as the lesson uses it, with `keys.examples` grown so that what is practised was taught first:
 *  - a key practice item or check (always in the script) that needs a feature no sure example models brings in
 *    the card's first example that models it, as a key example (always shown, before the practice);
 *  - any other practice item or check that needs a feature no sure example models is dropped; when that would
 *    leave the card with no practice item or no check, the first such item brings its example in instead.
 * The sure examples are the key ones and the topic's own (`fromTopic`, then added to the key ones): the others
 * are the seed's and the length's to keep or cut. With none, what every example models is sure (one is always shown).
 */
export function taughtBeforeAsked(
  card: TeachingCard,
  keys: { examples: Set<WorkedExample>; practice: ReadonlySet<object>; checks: ReadonlySet<object> },
  fromTopic: WorkedExample | null,
): TeachingCard {
  const sure = () => [...card.examples.filter((e) => keys.examples.has(e)), ...(fromTopic ? [fromTopic] : [])];
  // With no sure example, the seed's first is shown whichever it is: what every example models is sure too.
  const every = card.examples.map((e) => featuresOf(card, e));
  const common = new Set([...(every[0] ?? [])].filter((f) => every.every((x) => x.has(f))));
  const missing = (item: Item): string[] => {
    const shown = sure();
    const modelled = new Set(shown.length > 0 ? shown.flatMap((e) => [...featuresOf(card, e)]) : common);
    return [...featuresOf(card, item)].filter((f) => !modelled.has(f));
  };
  /** Brings in an example for each missing feature of `item`; whether every one could be. */
  const bringIn = (item: Item): boolean => {
    let all = true;
    for (const f of missing(item)) {
      const e = card.examples.find((x) => featuresOf(card, x).has(f));
      if (e) keys.examples.add(e);
      else all = false;
    }
    return all;
  };
  for (const p of card.practice) if (keys.practice.has(p)) bringIn(p);
  for (const c of card.checks) if (keys.checks.has(c)) bringIn(c);
  const fair = <T extends Item>(items: readonly T[], isKey: (x: T) => boolean): T[] => {
    const kept = items.filter((x) => isKey(x) || missing(x).length === 0);
    if (kept.length > 0 || items.length === 0) return kept;
    const first = items.find((x) => bringIn(x));
    return first ? [first] : [...items];
  };
  const practice = fair(card.practice, (p) => keys.practice.has(p));
  const checks = fair(card.checks, (c) => keys.checks.has(c));
  // The topic's example stays sure beside key ones (it is shown first of them: draft-script.ts `examplesInChains`).
  if (fromTopic && card.examples.includes(fromTopic) && keys.examples.size > 0) keys.examples.add(fromTopic);
  return practice.length === card.practice.length && checks.length === card.checks.length
    ? card
    : { ...card, practice, checks };
}
