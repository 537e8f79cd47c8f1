import { describe, expect, it } from "vitest";
import type { TopicText } from "@shared/curriculum/topic-text";
import { lessonText, topicTextExcerpt } from "../lesson-text";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { chooseExcerpt } from "./excerpt";
import { seededRandom } from "./random";
import { clueWords } from "./text-context-clues";
import { sentences } from "./safe-text";
import { textItems } from "./text-questions";

/**
 * Context clues and writing taught from one of our own topic texts (ADR 0076), on texts written for this test: the
 * words a text defines, its opening, key details and main idea, and a story's events, with the guide's answers.
 */
const OTTERS: TopicText = {
  id: "otters-info-23",
  kind: "informational",
  grades: ["2", "3"],
  title: "River Otters at Play",
  text: "River otters are playful animals that live near rivers and lakes. An otter's home is called a den. A den is a safe hole in the riverbank. Otters have thick fur that keeps them warm in cold water. This is called a waterproof coat. Otters eat fish, frogs and crayfish. They also slide down muddy banks for fun. An otter can hold its breath for a long time under water. Baby otters are called pups. Pups stay with their mother for about a year. The mother teaches them how to swim and catch food. River otters are busy, clever swimmers.",
  mainIdea: "River otters are playful swimmers that live and find food near the water.",
  keyDetails: [
    "This is called a waterproof coat.",
    "Otters eat fish, frogs and crayfish.",
    "Otters have thick fur that keeps them warm in cold water.",
    "The mother teaches them how to swim and catch food.",
  ],
  words: [
    { word: "den", meaning: "a safe hole in the riverbank" },
    { word: "pups", meaning: "baby otters" },
    { word: "crayfish", meaning: "small animals like tiny lobsters" },
  ],
};

const KITE_DAY: TopicText = {
  id: "kites-story-k1",
  kind: "story",
  grades: ["K", "1"],
  title: "Ada's Red Kite",
  text: 'Ada had a red kite. One windy day, she went to the park with Papa. First, Ada ran across the grass. The kite bumped along the ground. Ada felt sad.\n\nPapa said, "Hold the string up high." Next, Ada held the string up high. Then the wind lifted the kite into the sky.\n\nAt last, the red kite flew over the trees. Ada laughed and waved at the birds.',
  setting: "a park on a windy day",
  characters: [{ name: "Ada", trait: "hopeful", evidence: "Next, Ada held the string up high." }],
  problem: "Ada's kite will not fly.",
  solution: "Papa tells her to hold the string up high, and the wind lifts it.",
  events: [
    "Ada and Papa went to the park.",
    "Ada ran, but the kite bumped along the ground.",
    "Papa told her to hold the string up high.",
    "The wind lifted the kite into the sky.",
    "The kite flew over the trees, and Ada laughed.",
  ],
  lesson: "Listening to good advice can help us.",
  words: [{ word: "windy", meaning: "with lots of wind" }],
};

const excerptOf = (t: TopicText, grade: string, code: string, subject = "otters") =>
  topicTextExcerpt(t, grade as never, code, subject)!;
const items = (t: TopicText, grade: string, code: string, subject?: string) =>
  textItems(excerptOf(t, grade, code, subject), code, grade as never, seededRandom(3));
const library = {
  subjects: [
    { subject: "otters", aliases: ["otter", "otters", "river otters"], texts: [OTTERS] },
    { subject: "kites", aliases: ["kite", "kites"], texts: [KITE_DAY] },
  ],
};

describe("context clues from the words our text defines (L.x.4, L.x.4.a)", () => {
  it("uses a word only where its sentence or the one next to it says its meaning", () => {
    const found = clueWords(excerptOf(OTTERS, "3", "L.3.4.a").guide!, sentences(OTTERS.text));
    expect(found.map((w) => w.word)).toEqual(["den", "pups"]);
    const den = found[0]!;
    expect(den.sentence).toBe("An otter's home is called a den.");
    expect(den.clueSentence).toBe("A den is a safe hole in the riverbank.");
    // "crayfish" is only named in a list: the text never says what it is, so it is not asked.
  });

  it("works one word out, has the child do the next, and checks meanings with the other words as wrong choices", () => {
    const it3 = items(OTTERS, "3", "L.3.4.a")!;
    expect(it3.examples[0]!.show).toContain(
      `"An otter's home is called a den. A den is a safe hole in the riverbank."`,
    );
    expect(it3.examples[0]!.thinkAloud).toContain("The next sentence gives the clue");
    expect(it3.examples[0]!.answer).toBe(`"Den" means a safe hole in the riverbank.`);
    expect(it3.practice[0]!.prompt).toMatch(/What does "pups" mean\?/);
    expect(it3.keyMoves).toEqual([expect.objectContaining({ practice: [0] })]);
    for (const c of it3.checks) {
      const meanings = OTTERS.words.map((w) => w.meaning);
      expect(meanings).toContain(c.answer);
      expect(c.choices?.filter((x) => meanings.includes(x))).toEqual(c.choices);
    }
  });

  it("keeps multiple-meaning words, affixes and an attached PDF on the card", () => {
    expect(items(OTTERS, "K", "L.K.4.a")).toBeNull();
    expect(items(OTTERS, "3", "L.3.4.b")).toBeNull();
    const pdf = chooseExcerpt(OTTERS.text, "3", "L.3.4.a")!;
    expect(textItems(pdf, "L.3.4.a", "3", seededRandom(3))).toBeNull();
  });
});

describe("writing from our text as its mentor text (W.x.2, W.x.3, W.x.8)", () => {
  it("W.x.2: the opening names the topic, the child says a fact with a frame, a closing sums up the main idea", () => {
    const k = items(OTTERS, "K", "W.K.2")!;
    expect(k.examples[0]!.answer).toBe(
      `It names the topic: "River otters are playful animals that live near rivers and lakes."`,
    );
    expect(k.practice[0]!.prompt).toMatch(/in two sentences/);
    // A key detail that leans on the sentence before it ("This is called …") is never said as a fact on its own.
    expect(k.practice[0]!.answer).toBe(
      "For example: I am writing about otters. One fact is that otters have thick fur that keeps them warm in cold water.",
    );
    expect(k.checks.map((c) => c.question).join(" ")).not.toMatch(/close/);
    const g3 = items(OTTERS, "3", "W.3.2")!;
    expect(g3.practice[0]!.prompt).toMatch(/three sentences: one that introduces the topic/);
    expect(g3.examples.map((e) => e.answer)).toContain(`For example: ${OTTERS.mainIdea}`);
    // Grade 3 links ideas (W.3.2.c): the text's "also" is shown.
    expect(g3.examples.map((e) => e.answer)).toContain(`The linking word is "also."`);
    const closing = g3.checks.find((c) => /close/.test(c.question))!;
    expect(closing.answer).toBe(OTTERS.mainIdea);
    expect(g3.keyMoves).toEqual([expect.objectContaining({ examples: [0], practice: [0] })]);
  });

  it("W.x.2 is left to the card when the opening does not name the subject; one otter names otters", () => {
    const text = OTTERS.text.replace("River otters are playful animals", "Some playful animals");
    // At grades K–2 the first sentence names the topic; from grade 3 a hook may come first (ADR 0090).
    expect(items({ ...OTTERS, text }, "2", "W.2.2")).toBeNull();
    const hooked = items({ ...OTTERS, text }, "3", "W.3.2")!;
    expect(hooked.examples[0]!.answer).toBe(`It names the topic: "An otter's home is called a den."`);
    const far = text.replace("An otter's home is called a den.", "Their home is called a den.");
    const noName = far.replace("Otters have thick fur", "Their thick fur");
    expect(
      items({ ...OTTERS, text: noName.replace("that keeps them warm", "keeps them warm") }, "3", "W.3.2"),
    ).toBeNull();
    const one = OTTERS.text.replace("River otters are playful animals", "A river otter is a playful animal");
    expect(items({ ...OTTERS, text: one }, "3", "W.3.2")).not.toBeNull();
  });

  it("W.2.2 uses a definition the text gives as one of the child's sentences (facts and definitions)", () => {
    const g2 = items(OTTERS, "2", "W.2.2")!;
    expect(g2.practice[0]!.prompt).toMatch(/four sentences/);
    expect(g2.practice[0]!.answer).toContain("A den is a safe hole in the riverbank.");
  });

  it("W.K.8–2.8: two facts from the source answer the question; notes (W.3.8–5.8) stay on the card", () => {
    const g2 = items(OTTERS, "2", "W.2.8")!;
    expect(g2.examples[0]!.show).toBe(
      `Our question: What are some facts about otters? Our source is our reading, "River Otters at Play."`,
    );
    const details = OTTERS.kind === "informational" ? OTTERS.keyDetails : [];
    for (const c of g2.checks) expect(details.some((d) => c.answer.includes(d))).toBe(true);
    expect(g2.keyMoves).toEqual([expect.objectContaining({ examples: [0], practice: [0] })]);
    // A note in key words is not a sentence of the text: the card teaches it.
    expect(items(OTTERS, "3", "W.3.8")).toBeNull();
    expect(items(OTTERS, "4", "W.4.8")).toBeNull();
  });

  it("W.x.3: who and where, events in order with time words, the ending; checks answered by the guide's events", () => {
    const w1 = items(KITE_DAY, "1", "W.1.3")!;
    expect(w1.examples[0]!.answer).toBe("We meet Ada in a park on a windy day.");
    expect(w1.examples[1]!.answer).toMatch(/^First, Ada and Papa went to the park\. Next, Ada ran/);
    // A title keeps its capital in the retelling ("Ms. Lee").
    const lee = {
      ...KITE_DAY,
      characters: [...KITE_DAY.characters, { name: "Ms. Lee", trait: "kind", evidence: "Ada felt sad." }],
      events: KITE_DAY.events.map((e, i) => (i === 1 ? "Ms. Lee waved from the bench." : e)),
    };
    expect(items(lee, "1", "W.1.3")!.examples[1]!.answer).toContain("Next, Ms. Lee waved from the bench.");
    expect(w1.practice[0]!.answer).toBe(
      "For example: After that, the wind lifted the kite into the sky. At last, the kite flew over the trees, and Ada laughed.",
    );
    const events = KITE_DAY.kind === "story" ? KITE_DAY.events : [];
    expect(w1.checks[0]).toEqual(expect.objectContaining({ answer: events[1] }));
    expect(w1.checks.at(-1)).toEqual(expect.objectContaining({ answer: events.at(-1) }));
    expect(w1.keyMoves).toEqual([expect.objectContaining({ examples: [1], practice: [0] })]);
  });

  it("an opinion (W.x.1) is taught from the text: its facts that stand alone are the reasons (ADR 0090)", () => {
    const opinion = items(OTTERS, "3", "W.3.1")!;
    expect(opinion.examples[0]!.show).toContain(
      '"I think everyone should learn about otters, because I learned that otters eat fish, frogs and crayfish."',
    );
    expect(JSON.stringify(opinion)).not.toContain("waterproof coat");
    expect(lessonText({ topic: "Otters", grade: "3", standard: "W.3.1" }, library)?.source).toBe("topicText");
    expect(lessonText({ topic: "Otters", grade: "3", standard: "W.3.2" }, library)?.source).toBe("topicText");
  });

  it("says in the NOTE what the text is used for", () => {
    const { contract } = draftScript(
      {
        topic: "River otters",
        grade: "3",
        targetMinutes: 5,
        seed: 1,
        standards: [{ code: "W.3.2", description: "" }],
        characters: [starterCast[0]!, starterCast[1]!],
        concept: { title: "Word Quest", description: "" },
      },
      { getCard: getTeachingCard, topicTexts: library },
    );
    expect(contract.notes.join(" ")).toContain(
      `Our reading, "River Otters at Play", is Nova Writer's own text about otters: it is read aloud in the teaching`,
    );
    expect(contract.notes.join(" ")).toMatch(/as the model of a piece that teaches/);
    expect(contract.notes.join(" ")).not.toMatch(/ask about its words/);
  });
});
