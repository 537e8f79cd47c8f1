import { describe, expect, it } from "vitest";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { FILL_CEILING } from "./fit";
import { goalGist, STRENGTH_LINE, strengthKindOf } from "./strength-lines";

/**
 * Presenters speak from their strength (docs/decisions/0092-voices-and-frames-that-teach.md): each presenter of a cast
 * of two or more says at least one line of the kind their own fields give, and a made-up character gets lines by
 * the same mapping.
 */
const STANDARDS = ["RL.3.2", "RI.2.2", "RF.1.3.a", "L.3.4.b", "W.4.1", "RL.K.3", "RI.5.3", "L.2.1.d"];
const byName = (n: string) => starterCast.find((c) => c.name === n)!;
const CASTS = [
  ["Penny Page", "Professor Quill"],
  ["Rhymo", "Captain Story", "Maya Wordsmith"],
  ["Maya Wordsmith", "Penny Page", "Rhymo"],
  ["Captain Story", "Professor Quill"],
].map((names) => names.map(byName));

const linesOf = (text: string, name: string) =>
  text
    .split("\n")
    .filter((l) => l.startsWith(`${name.toUpperCase()}: `))
    .map((l) => l.slice(name.length + 2));

describe("presenters speak from their strength (strength-lines.ts)", () => {
  it("reads each starter presenter's kind from their strength, and a made-up character's the same way", () => {
    expect(starterCast.map((c) => strengthKindOf({ strength: c.educationalStrength, label: c.label }))).toEqual([
      "asker",
      "explainer",
      "rhymer",
      "guide",
      "author",
    ]);
    expect(strengthKindOf({ strength: "Where words come from and what they mean", label: "Garden Scientist" })).toBe(
      "explainer",
    );
    expect(strengthKindOf({ strength: "", label: "Trail Guide", personality: "Steady and kind" })).toBe("guide");
    expect(strengthKindOf({ strength: "", label: "", personality: "" })).toBeNull();
  });

  it("every presenter of a cast of two or three says a line of their strength, across strands and grades", () => {
    const missing: string[] = [];
    let catchphraseOver = 0;
    for (const [i, code] of STANDARDS.entries())
      for (const [k, characters] of CASTS.entries()) {
        const { text } = draftScript({
          topic: "a day at the park",
          standards: [{ code, description: "" }],
          characters,
          concept: { title: "Park Day", description: "" },
          // Time for the lesson and its extras: a strength line is an extra the fitting keeps when it fits.
          targetMinutes: 8,
          seed: i * 7 + k,
        });
        for (const c of characters) {
          const own = linesOf(text, c.name);
          if (!own.some((l) => STRENGTH_LINE.test(l))) missing.push(`${code} × ${c.name}`);
          if (own.filter((l) => l.includes(c.catchphrase)).length > 2) catchphraseOver += 1;
        }
      }
    expect(missing).toEqual([]);
    expect(catchphraseOver).toBe(0);
  });

  it("says a strength line or a game show's point only while the script stays within the fitter's budget", () => {
    const over: string[] = [];
    let said = 0;
    for (const [i, code] of STANDARDS.entries())
      for (const [k, characters] of CASTS.entries())
        for (const targetMinutes of [2, 3]) {
          const { contract } = draftScript({
            topic: "a day at the park",
            standards: [{ code, description: "" }],
            characters,
            concept: { title: "Park Day", description: "", format: k % 2 ? "game show" : "quest" },
            targetMinutes,
            seed: i * 7 + k,
          });
          const lines = contract.scenes.flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
          const extras = lines.filter((l) => STRENGTH_LINE.test(l) || /A point for you|Give yourself a point/.test(l));
          said += extras.length;
          const sec = contract.scenes.reduce((n, sc) => n + sc.durationSec, 0);
          // Each scene's duration is rounded: a second per scene of leeway.
          // The fitter's budget: its fill ceiling over the target (fit.ts).
          if (extras.length > 0 && sec > targetMinutes * 60 * FILL_CEILING + contract.scenes.length)
            over.push(`${code} × ${k} at ${targetMinutes} min: ${sec} s with ${extras.length} extras`);
        }
    expect(over).toEqual([]);
    // The rule is exercised: short videos still have room for some.
    expect(said).toBeGreaterThan(0);
  });

  it("gives a made-up character lines from their own strength and personality words", () => {
    const made = {
      name: "Dr. Fern",
      label: "Garden Scientist",
      personality: "Calm and precise",
      catchphrase: "Dig in!",
      educationalStrength: "Word meanings and where words come from",
    };
    const { text } = draftScript({
      topic: "prefixes",
      standards: [{ code: "L.3.4.b", description: "" }],
      characters: [byName("Penny Page"), made],
      concept: { title: "Word Garden", description: "" },
      targetMinutes: 4,
      seed: 3,
    });
    expect(
      linesOf(text, made.name).filter((l) => /^Here's why it's called|^Here's the reason:|^Why /.test(l)),
    ).not.toEqual([]);
  });

  it("says a goal short without cutting it mid-phrase", () => {
    expect(goalGist("I can retell a fable or folktale and explain its lesson using key details.")).toBe(
      "retell a fable or folktale",
    );
    expect(goalGist("I can match the action word to one or more: the cat naps.")).toBe(
      "match the action word to one or more",
    );
    expect(goalGist("I can ask and answer questions about my reading.")).toBe(
      "ask and answer questions about our reading",
    );
  });
});
