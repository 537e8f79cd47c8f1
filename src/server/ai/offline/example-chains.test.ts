import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { exampleChains, exampleDependencies } from "./example-chains";

const cards = (ccss.standards as { code: string }[]).flatMap((s) => getTeachingCard(s.code) ?? []);
const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const opening = (t: string) => norm(t).split(" ").slice(0, 8).join(" ");

describe("worked examples that build on each other stay together (example-chains.ts)", () => {
  it("keeps a discussion's review, its conclusion and the conclusion that does not fit it, in that order", () => {
    const card = getTeachingCard("SL.5.1.d")!;
    const chains = exampleChains(card);
    expect(chains).toHaveLength(1);
    expect(chains[0]!.map((e) => card.examples.indexOf(e))).toEqual([0, 1, 2]);
  });

  it("keeps 'Yeah, what Hiro said' after the example where Hiro speaks", () => {
    const card = getTeachingCard("SL.5.1.c")!;
    expect(exampleDependencies(card)[2]).toBe(0);
  });

  it("does not tie an example to one that only speaks to a name ('Eli, would you start?')", () => {
    const card = getTeachingCard("SL.4.1.b")!;
    expect(exampleDependencies(card)[0]).toBeUndefined();
  });

  it("chains, on every card, an example whose think-aloud names a speaker of another example's dialogue", () => {
    expect(cards.length).toBe(486);
    const missed: string[] = [];
    for (const card of cards) {
      const speakers = card.examples.map(
        (e) => new Set([...e.show.matchAll(/(?:^|\n)\s*([A-Z][a-z]+)(?: \([^)]*\))?:/g)].map((m) => m[1]!)),
      );
      // People, not labels ("Before:", "Condensation:"), and not the passage's characters (the passage is read first).
      const lower = JSON.stringify(card.examples);
      const passage = card.mentorText?.text ?? "";
      const chainOf = new Map(exampleChains(card).flatMap((c) => c.map((e) => [e, c] as const)));
      card.examples.forEach((e, i) =>
        speakers.forEach((names, j) => {
          if (j === i) return;
          for (const n of names)
            if (
              !new RegExp(`\\b${n.toLowerCase()}\\b`).test(lower) &&
              !passage.includes(n) &&
              new RegExp(`\\b${n}\\b`).test(e.thinkAloud) &&
              !e.show.includes(n) &&
              !chainOf.get(e)!.includes(card.examples[j]!)
            )
              missed.push(`${card.code} example ${i + 1} names ${n} of example ${j + 1}`);
        }),
      );
    }
    expect(missed).toEqual([]);
  });

  it(
    "never shows an example in a script without the one it builds on, said before it, at any seed or length",
    () => {
      const chained = cards.filter((c) => exampleDependencies(c).some((d) => d !== undefined));
      expect(chained.length).toBeGreaterThanOrEqual(5);
      const broken: string[] = [];
      for (const card of chained)
        for (const seed of [1, 2, 3])
          for (const minutes of [2, 5]) {
            const text = norm(
              draftScript({
                topic: "Our lesson",
                grade: card.code.split(".")[1] as Grade,
                targetMinutes: minutes,
                seed,
                standards: [{ code: card.code, description: "" }],
                characters: [starterCast[0]!, starterCast[1]!],
                concept: { title: "Word Quest", description: "" },
              }).text,
            );
            exampleDependencies(card).forEach((j, i) => {
              if (j === undefined) return;
              const at = text.indexOf(opening(card.examples[i]!.thinkAloud));
              const setup = text.indexOf(opening(card.examples[j]!.thinkAloud));
              if (at >= 0 && (setup < 0 || setup > at))
                broken.push(
                  `${card.code} seed ${seed}, ${minutes} min: example ${i + 1} without example ${j + 1} before it`,
                );
            });
          }
      expect(broken).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
