import { describe, expect, it } from "vitest";
import type { TopicText } from "@shared/curriculum/topic-text";
import { topicTextExcerpt } from "../lesson-text";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { seededRandom } from "./random";
import { textItems } from "./text-questions";

/**
 * Opinion writing (W.x.1), a short talk (SL.x.4) and an informative piece whose opening is a hook (W.3.2–5.2), taught
 * from one of our own topic texts (ADR 0090), on a text written for this test.
 */
const PARKS: TopicText = {
  id: "parks-info-45",
  kind: "informational",
  grades: ["4", "5"],
  title: "Lands Kept Wild",
  text: "Long ago, travelers told stories of boiling springs and water that shot into the sky. Many people did not believe the stories about Yellowstone. National parks protect special lands like these for everyone. Yellowstone was the first national park. Logging and building new towns are not allowed in a park. As a result, forests and rivers stay much as they were long ago. Yellowstone has more geysers than anywhere else on Earth. The Grand Canyon shows the work of the Colorado River over millions of years. First, rangers check the trails each morning. Visitors stay on trails because trampled plants take years to grow back. Rangers answer questions and lead walks for visitors.",
  mainIdea: "National parks protect special lands for everyone.",
  keyDetails: [
    "Yellowstone was the first national park.",
    "Yellowstone has more geysers than anywhere else on Earth.",
    "As a result, forests and rivers stay much as they were long ago.",
    "First, rangers check the trails each morning.",
    "Visitors stay on trails because trampled plants take years to grow back.",
  ],
  words: [{ word: "trampled", meaning: "stepped on and crushed" }],
};
const library = {
  subjects: [
    { subject: "national parks", aliases: ["national parks", "national park", "grand canyon"], texts: [PARKS] },
  ],
};
const items = (grade: string, code: string) =>
  textItems(topicTextExcerpt(PARKS, grade as never, code, "national parks")!, code, grade as never, seededRandom(2));
const draft = (topic: string, grade: string, code: string, lib: typeof library = library) =>
  draftScript(
    {
      topic,
      grade: grade as never,
      targetMinutes: 5,
      seed: 1,
      standards: [{ code, description: "" }],
      characters: [starterCast[0]!],
      concept: { title: "Word Quest", description: "" },
    },
    { getCard: getTeachingCard, topicTexts: lib },
  ).text;

describe("an opinion taught from our text (W.x.1)", () => {
  it("states an opinion a child could hold about the subject, with the text's facts as reasons", () => {
    const made = items("4", "W.4.1")!;
    expect(made).not.toBeNull();
    const said = JSON.stringify(made);
    expect(said).toContain("I think everyone should learn about national parks");
    expect(made.examples[0]!.show).toContain("because I learned that Yellowstone was the first national park");
    // A sentence leaning on the one before it, or a step of a sequence, is no reason on its own.
    expect(said).not.toMatch(/learned that (?:as a result|first, rangers)/i);
    // Grade 4's linking words (W.4.1.c) and a closing.
    expect(made.examples[1]!.answer).toMatch(/^For example: In addition, I learned that .*That is why everyone/);
    expect(made.checks.map((c) => c.answer)).toContain("Yellowstone has more geysers than anywhere else on Earth.");
  });

  it("is drafted from the text, not the card's letter, and its NOTE says so", () => {
    const script = draft("Opinion writing about national parks", "4", "W.4.1");
    expect(script).toContain("Nova Writer's own text about national parks");
    expect(script).toContain("as the source of an opinion's reasons");
    expect(script).toContain("everyone should learn about national parks");
    expect(script).not.toMatch(/Town Council|library hours|Saturdays/);
  });

  it("is left to the card when the text has fewer than two facts that stand as reasons", () => {
    const thin = { ...PARKS, keyDetails: ["As a result, forests and rivers stay much as they were long ago."] };
    const excerpt = topicTextExcerpt(thin, "4", "W.4.1", "national parks")!;
    expect(textItems(excerpt, "W.4.1", "4", seededRandom(2))).toBeNull();
  });
});

describe("a short talk taught from our text (SL.x.4)", () => {
  it("plans the talk from the main idea and the text's facts, and tells a fact that belongs from one that does not", () => {
    const made = items("4", "SL.4.4")!;
    expect(made.examples[0]!.answer).toContain("National parks protect special lands for everyone.");
    expect(made.examples[1]!.answer).toContain("Yellowstone was the first national park.");
    expect(made.checks[0]!.choices).toContain("I had toast for breakfast today.");
  });

  it("keeps none of the card's own practice about another subject", () => {
    const script = draft("Presenting facts about national parks", "4", "SL.4.4");
    expect(script).toContain("as the source of a short talk");
    expect(script).not.toMatch(/owls|Arctic fox/i);
  });
});

describe("an informative piece whose opening is a hook (W.3.2–5.2)", () => {
  it("takes the sentence that names the topic near the start as its introduction", () => {
    const made = items("5", "W.5.2")!;
    expect(made).not.toBeNull();
    expect(made.examples[0]!.show).toContain("introduce its topic");
    expect(made.examples[0]!.answer).toBe(
      'It names the topic: "National parks protect special lands like these for everyone."',
    );
  });

  it("still needs the first sentence to name the topic at grades K–2", () => {
    const k1 = { ...PARKS, id: "parks-info-k1", grades: ["K", "1"] as ["K", "1"] };
    const excerpt = topicTextExcerpt(k1, "1", "W.1.2", "national parks");
    expect(excerpt && textItems(excerpt, "W.1.2", "1", seededRandom(2))).toBeNull();
  });
});

describe("a typed subject we have no text for (ADR 0090)", () => {
  const at = (code: string, grade: string, minutes: number) =>
    draftScript(
      {
        topic: "skate parks",
        grade: grade as never,
        targetMinutes: minutes,
        seed: 1,
        standards: [{ code, description: "" }],
        characters: [starterCast[0]!],
        concept: { title: "Word Quest", description: "" },
      },
      { getCard: getTeachingCard, topicTexts: library },
    );
  const practice = (text: string) => /SCENE \d+ — PRACTICE[\s\S]*?(?=SCENE \d+ —)/.exec(text)?.[0] ?? "";

  it("keeps the practice item on the topic whenever the lesson fits without the explanation's second half", () => {
    const { text } = at("SL.4.4", "4", 4);
    expect(practice(text)).toContain("skate parks");
  });

  it("says in the NOTE when the length leaves that practice item out", () => {
    const { text, contract } = at("W.3.1", "3", 3);
    expect(practice(text)).not.toContain("skate parks");
    expect(contract.notes.join("\n")).toContain(
      "The examples come from the teaching card for W.3.1, not from the topic; the presenters name the topic only in the hook. The practice item that asks the children to use the skill on the topic is left out for time",
    );
  });
});
