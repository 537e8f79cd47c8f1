import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { TeachingCard } from "@shared/curriculum/teaching-card";

/**
 * Every part a standard names is modelled (docs/product/key-moves.md, "Every part a standard names", ADR 0089):
 * where the standard's text names two or more parts of what the child identifies or uses, joined by "and" (reasons
 * and evidence; characters, settings and major events; who, what, where, when, why and how; past, present and
 * future…), one of the card's keyed worked examples names each part. A keyed example is said at every length (the
 * fitter never drops, swaps or trades it), so a 2-minute video models every part before the child tries it.
 *
 * The list holds the standards whose parts are things the child must tell apart or name. It leaves out "and" that
 * joins verbs of one act ("ask and answer", "read and comprehend"), W and SL standards (their moves are checked by
 * family in docs/product/key-moves.md), and parts named with "or" (any one will do). Each part is found by the
 * words the cards name it by (`said`), in the keyed examples' shown text, think-aloud and answer.
 */
const PARTS: Record<string, Record<string, RegExp>> = {
  "RL.K.3": { characters: /charact|\bwho\b/, settings: /setting|\bwhere\b/, "major events": /event|happen/ },
  "RL.1.3": { characters: /charact/, settings: /setting/, "major events": /event|happen/ },
  "RL.3.3": { "traits, motivations or feelings": /trait|feel|motivat/, "actions and events": /action|happens/ },
  "RI.4.8": { reasons: /reason/, evidence: /evidence/, points: /point/ },
  "RI.5.8": { reasons: /reason/, evidence: /evidence/, points: /point/ },
  "RL.2.1": { who: /\bwho\b/, what: /\bwhat\b/, where: /\bwhere\b/, when: /\bwhen\b/, why: /\bwhy\b/, how: /\bhow\b/ },
  "RI.2.1": { who: /\bwho\b/, what: /\bwhat\b/, where: /\bwhere\b/, when: /\bwhen\b/, why: /\bwhy\b/, how: /\bhow\b/ },
  "RL.K.6": { author: /author/, illustrator: /illustrat/ },
  "RI.K.6": { author: /author/, illustrator: /illustrat/ },
  "RI.K.5": { "front cover": /front cover/, "back cover": /back cover/, "title page": /title page/ },
  "RI.K.2": { "main topic": /main topic/, "key details": /detail/ },
  "RI.1.2": { "main topic": /main topic/, "key details": /detail/ },
  "RI.3.2": { "main idea": /main idea/, "key details": /detail/ },
  "RI.3.3": { "time and sequence": /\bfirst\b|\bthen\b|\bnext\b|\bafter\b|\btime\b/, "cause/effect": /cause|effect/ },
  "RL.2.5": { beginning: /beginning/, ending: /\bending\b/ },
  "RL.K.9": { similarities: /alike|same|both/, differences: /differ/ },
  "RL.1.9": { similarities: /alike|same|both/, differences: /differ/ },
  "RI.K.9": { similarities: /alike|same|both/, differences: /differ/ },
  "RF.K.2.d": { initial: /first sound/, "medial vowel": /middle sound|vowel/, final: /last sound/ },
  "RF.1.2.c": { initial: /first sound/, "medial vowel": /vowel/, final: /last sound/ },
  "L.1.1.b": { common: /common noun/, proper: /proper noun/, possessive: /possessive/ },
  "L.1.1.d": { personal: /\b(me|i|he|she|they)\b/, possessive: /\b(my|his|her|their)\b/, indefinite: /anyone|everyone|someone/ },
  "L.1.1.e": { past: /past/, present: /present/, future: /future/ },
  "L.2.1.e": { adjectives: /adjective/, adverbs: /adverb/ },
  "L.3.1.g": { comparative: /comparative|-er\b|\bmore\b/, superlative: /superlative|-est\b|\bmost\b/ },
  "L.4.1.a": { "relative pronouns": /relative pronoun|\bwho\b|\bwhich\b|\bwhose\b/, "relative adverbs": /relative adverb|\bwhere\b|\bwhen\b/ },
};

const dir = fileURLToPath(new URL(".", import.meta.url));
const cards = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => JSON.parse(readFileSync(dir + f, "utf8")) as TeachingCard[])
    .map((c) => [c.code, c]),
);
const text = new Map(ccss.standards.map((s) => [s.code, s.description]));

/** The keyed worked examples of a card, as one lower-case text (shown text, think-aloud and answer). */
const modelled = (card: TeachingCard): string =>
  (card.keyMoves ?? [])
    .flatMap((m) => m.examples ?? [])
    .map((i) => card.examples[i])
    .map((e) => (e ? `${e.show} ${e.thinkAloud} ${e.answer}` : ""))
    .join(" ")
    .toLowerCase();

describe("every part a standard names is modelled by a keyed worked example", () => {
  it("lists standards whose own text joins its parts with 'and'", () => {
    for (const code of Object.keys(PARTS)) expect(text.get(code), code).toMatch(/\band\b/);
  });

  it.each(Object.entries(PARTS))("%s: a keyed example names each part", (code, parts) => {
    const card = cards.get(code);
    expect(card, code).toBeDefined();
    const said = modelled(card!);
    const missing = Object.entries(parts)
      .filter(([, words]) => !words.test(said))
      .map(([part]) => part);
    expect(missing, `${code}: ${text.get(code)}`).toEqual([]);
  });
});
