import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { featuresOf, untaught } from "./taught-features";

const card = (code: string) => getTeachingCard(code)!;
const practice = (code: string, start: string) => card(code).practice.find((p) => p.prompt.startsWith(start))!;
const check = (code: string, start: string) => card(code).checks.find((c) => c.question.startsWith(start))!;
const example = (code: string, start: string) => card(code).examples.find((e) => e.show.startsWith(start))!;

describe("what an item needs taught (taught-features.ts)", () => {
  it("reads the kind a key term sets apart, a word part, a goal's action and making a word", () => {
    // A specialist's reading found "coat" (long) was asked after only "duck" (short) was modelled.
    expect([
      ...featuresOf(card("RF.1.2.a"), practice("RF.1.2.a", "Thumbs up for long, thumbs down for short: coat")),
    ]).toEqual(["term:long vowel sound"]);
    expect(
      untaught(card("RF.1.2.a"), practice("RF.1.2.a", "Thumbs up for long, thumbs down for short: coat"), [
        example("RF.1.2.a", "Is the vowel sound in duck"),
      ]),
    ).toEqual(["term:long vowel sound"]);
    expect(
      untaught(card("RF.1.2.a"), practice("RF.1.2.a", "Thumbs up for long, thumbs down for short: coat"), [
        example("RF.1.2.a", "man and mane"),
      ]),
    ).toEqual([]);
    // A specialist's reading found -ness and -er were asked after only prefixes.
    expect(featuresOf(card("RF.3.3.a"), practice("RF.3.3.a", "What does 'sadness' mean?")).has("part:ness")).toBe(true);
    expect(
      featuresOf(card("RF.3.3.a"), check("RF.3.3.a", "Which word means 'a person who teaches'?")).has("part:er"),
    ).toBe(true);
    expect(featuresOf(card("RF.3.3.a"), example("RF.3.3.a", "painter")).has("part:er")).toBe(true);
    // A specialist's reading found asking a question was checked after only adding on was modelled.
    expect(featuresOf(card("SL.1.1"), check("SL.1.1", "Your group is talking about a story")).has("goal:ask")).toBe(
      true,
    );
    // A specialist's reading found making a rhyme after only hearing one.
    expect(
      featuresOf(card("RF.K.2.a"), practice("RF.K.2.a", "Say two words that rhyme with pig")).has("makes a word"),
    ).toBe(true);
    expect(featuresOf(card("RF.K.2.a"), example("RF.K.2.a", "Do these words rhyme: bell and bed?")).size).toBe(0);
  });
});

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const opening = (t: string, n: number) => norm(t).split(" ").slice(0, n).join(" ");

/** The card's examples, practice items and checks a script says (by their opening words). */
function used(c: TeachingCard, text: string) {
  const said = norm(text);
  const has = (t: string, n: number) => opening(t, n).split(" ").length >= 3 && said.includes(opening(t, n));
  return {
    examples: c.examples.filter((e) => has(e.thinkAloud, 8)),
    asked: [...c.practice.filter((p) => has(p.prompt, 8)), ...c.checks.filter((q) => has(q.question, 6))],
  };
}

describe("what is practised was taught first, on every card", () => {
  const draft = (code: string, seed: number, minutes: number, topic = "Our lesson") =>
    draftScript({
      topic,
      grade: code.split(".")[1] as Grade,
      targetMinutes: minutes,
      seed,
      standards: [{ code, description: "" }],
      characters: minutes === 2 ? [starterCast[0]!] : [starterCast[1]!, starterCast[3]!],
      concept: { title: "Word Quest", description: "" },
    }).text;

  it("asks no practice item or check whose feature no worked example in the script models (all 486 cards)", () => {
    const found: string[] = [];
    // Each card at one of three seeds and lengths in turn (npm run eval drafts all 2916).
    const runs = [
      [1, 2],
      [2, 3],
      [3, 5],
    ] as const;
    (ccss.standards as { code: string }[]).forEach((s, i) => {
      const c = card(s.code);
      for (const [seed, minutes] of [runs[i % 3]!]) {
        const { examples, asked } = used(c, draft(s.code, seed, minutes));
        for (const item of asked) {
          const gone = untaught(c, item, examples);
          if (gone.length)
            found.push(
              `${s.code} seed ${seed}: ${"prompt" in item ? item.prompt : item.question} (${gone.join(", ")})`,
            );
        }
      }
    });
    expect(found).toEqual([]);
  }, 60_000);

  it("models every part a typed topic names before the practice (a specialist's reading found 'prefixes un-, re- and pre-')", () => {
    for (const seed of [18, 1, 2, 3]) {
      const text = draft("RF.3.3.a", seed, 3, "prefixes un-, re- and pre-");
      const teach = text.slice(0, text.indexOf("— PRACTICE"));
      for (const part of ["Un", "Re", "Pre"]) expect(teach, `seed ${seed}`).toContain(`${part} is a prefix`);
    }
  });
});
