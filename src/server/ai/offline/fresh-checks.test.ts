import { describe, expect, it } from "vitest";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import { flatItem, repeatsEarlier, withoutRepeatedItems } from "./fresh-checks";
import { keyItemsOf } from "./key-moves";

const card = (over: Partial<TeachingCard>): TeachingCard =>
  ({
    code: "RL.2.3",
    keyTerms: [{ term: "burrow", definition: "A hole in the ground where an animal lives." }],
    examples: [
      {
        show: "How does Pip feel when the storm comes?",
        thinkAloud: "I look.",
        answer: "Pip hides under the big leaf.",
      },
    ],
    practice: [
      { prompt: "What does Pip do next?", answer: "Pip hides under the big leaf." },
      { prompt: "Who helps Pip?", answer: "Grandma Mole helps him dig." },
    ],
    checks: [
      { question: "How does Pip respond to the storm?", answer: "For example: Pip hides under the big leaf." },
      { question: "How does Grandma Mole respond when Pip knocks?", answer: "She opens the door and hugs him." },
    ],
    ...over,
  }) as TeachingCard;

describe("a check the lesson has already answered", () => {
  it("compares text without quotation marks, lead-ins, case or punctuation", () => {
    expect(flatItem("For example: “Pip hides under the big leaf.”")).toBe("pip hides under the big leaf");
  });

  it("is the same question, or an answer of three words or more said inside an earlier answer", () => {
    const earlier = [
      { question: "What is Mateo like?", answer: "Mateo is kind. The text says, “Mateo crawled back out.”" },
    ];
    expect(repeatsEarlier({ question: "What comes next?", answer: "Mateo crawled back out." }, earlier)).toBe(true);
    expect(repeatsEarlier({ question: "What is Mateo like?", answer: "Kind." }, earlier)).toBe(true);
    expect(repeatsEarlier({ question: "Who is kind?", answer: "Mateo" }, earlier)).toBe(false);
    expect(repeatsEarlier({ question: "What comes next?", answer: "Mateo grinned at Kofi." }, earlier)).toBe(false);
  });

  it("drops practice items and checks that repeat an example, a practice item or a key term's definition", () => {
    const withTerm = card({
      checks: [
        ...card({}).checks,
        { question: "What is a burrow?", answer: "A hole in the ground where an animal lives." },
      ],
    });
    const [out] = withoutRepeatedItems([withTerm], [keyItemsOf(withTerm)]);
    expect(out!.practice.map((p) => p.prompt)).toEqual(["Who helps Pip?"]);
    expect(out!.checks.map((c) => c.question)).toEqual(["How does Grandma Mole respond when Pip knocks?"]);
  });

  it("keeps a check that makes a key move, and a card's last practice item", () => {
    const keyed = card({
      practice: [{ prompt: "What does Pip do next?", answer: "Pip hides under the big leaf." }],
      keyMoves: [{ move: "Tell how Pip responds", checks: [0] }],
    });
    const [out] = withoutRepeatedItems([keyed], [keyItemsOf(keyed)]);
    expect(out!.practice).toHaveLength(1);
    expect(out!.checks.map((c) => c.question)).toContain("How does Pip respond to the storm?");
  });

  it("keeps a card's only check and drops, instead, the practice item it repeats", () => {
    const one = card({
      practice: [
        { prompt: "Who helps Pip?", answer: "Grandma Mole helps him dig." },
        { prompt: "Where does Pip go?", answer: "Into the burrow under the oak." },
      ],
      checks: [{ question: "Who helps Pip dig?", answer: "Grandma Mole helps him dig." }],
    });
    const [out] = withoutRepeatedItems([one], [keyItemsOf(one)]);
    expect(out!.checks).toHaveLength(1);
    expect(out!.practice.map((p) => p.prompt)).toEqual(["Where does Pip go?"]);
  });
});
