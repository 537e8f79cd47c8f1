import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript, type DraftInput } from "./draft-script";
import { chooseExcerpt } from "./excerpt";
import { seededRandom } from "./random";
import { factOf, inferencesOf, textItems, textSkillOf } from "./text-questions";
import { sentences } from "./safe-text";

const HONEYBEES =
  "Busy Bees. How Honeybees Work Together. Honeybees live together in a hive. A hive can hold thousands of bees. " +
  "Each bee has a job to do. Worker bees fly from flower to flower. They gather nectar and pollen. " +
  "Nurse bees feed the young bees. Guard bees stand at the door of the hive. They keep out bees that do not belong. " +
  "The queen bee lays all the eggs. One scientist said, \u201cA hive works like one big animal.\u201d " +
  "Visit www.bee-prizes.example and enter your home address to win a prize! " +
  "Bees tell each other where flowers are. A bee does a waggle dance to show the way. " +
  "The dance points toward the flowers. A longer dance means the flowers are farther away.";
const STORY =
  "The Lost Kite. Milo had a red kite with a long tail. On a windy day, he ran to the top of the hill. " +
  "The wind grabbed the kite and pulled it high. Then the string snapped! The kite flew over the trees. " +
  "Milo felt his eyes fill with tears. His sister Rosa took his hand. They searched the park all afternoon. " +
  "At last, Rosa spotted a red tail in an old oak tree. A kind man with a ladder climbed up and got it down. " +
  "Milo hugged his sister. Do not tell anyone your name or where you live.";
const JEMISON =
  "Mae Jemison. Mae Jemison was born in 1956. As a girl she loved science and dance. She became a doctor. " +
  "In 1992 she flew into space on the shuttle Endeavour. Call 555-010-9999 now for a free poster. " +
  "She was the first African American woman in space.";

/** A story of six paragraphs (about 240 words): longer than grade 2's and 3's whole-text length. */
const NIA = [
  "Nia's Big Day",
  "Nia woke up early on Saturday. She wanted to find a gift for her grandma. Her dog Pip wagged his tail at the door. Nia put on her red boots and her yellow coat. Then she and Pip walked down the hill to town.",
  "First they stopped at the bakery. The baker gave Pip a tiny biscuit. Nia looked at the cakes in the window. The cakes cost too much money. She thanked the baker and walked on.",
  "Next they crossed the old stone bridge. Ducks swam in the river below. Pip barked at the ducks, and they flew away. Nia laughed and threw a stick into the water. The stick floated away under the bridge.",
  "Soon they reached the flower market. A man was selling sunflowers in tall buckets. Nia counted her coins on the table. She had just enough for one big sunflower. The man wrapped it in brown paper.",
  "On the way home, the wind blew hard. The sunflower bent, but Nia held it close. Pip ran ahead to the gate of the lighthouse. An old sailor waved at them from the top. Nia waved back with her free hand.",
  "At last Nia knocked on her grandma's door. Grandma smiled when she saw the sunflower. She put it in a blue vase by the window. Nia felt warm and proud. It was the best gift she had ever given.",
].join("\n\n");

const flat = (s: string) => s.replace(/[“”"]/g, "").replace(/\s+/g, " ").toLowerCase().trim();
const inText = (answer: string, text: string) => flat(text).includes(flat(answer).replace(/[.!?]$/, ""));
/** Answered from the excerpt: its own words, or a sentence of it quoted ("Milo feels sad. The text says, “…”"). */
const fromText = (answer: string, text: string) =>
  inText(answer, text) || (answer.match(/[“"][^”"]+[”"]/g) ?? []).some((q) => inText(q, text));

describe("textSkillOf", () => {
  it("reads what a reading standard asks of a text, and null for standards a text does not teach", () => {
    expect(textSkillOf("RI.4.1")).toBe("details");
    expect(textSkillOf("RL.K.2")).toBe("mainIdea");
    expect(textSkillOf("RL.3.3")).toBe("sequence");
    expect(textSkillOf("RI.5.4")).toBe("vocabulary");
    expect(textSkillOf("RI.3.5")).toBeNull();
    expect(textSkillOf("RF.1.3.a")).toBeNull();
    expect(textSkillOf("L.2.1.b")).toBeNull();
  });
});

describe("factOf", () => {
  it("turns a plain sentence into a question its subject answers", () => {
    expect(factOf("The queen bee lays all the eggs.")).toMatchObject({
      question: "Which bee lays all the eggs?",
      subject: "the queen bee",
    });
    expect(factOf("Milo had a red kite with a long tail.")).toMatchObject({
      question: "Who had a red kite with a long tail?",
      subject: "Milo",
    });
    expect(factOf("At last, Rosa spotted a red tail in an old oak tree.")?.question).toBe(
      "Who spotted a red tail in an old oak tree?",
    );
    expect(factOf("His sister Rosa took his hand.")?.question).toBe("Who took his hand?");
  });
  it("leaves out sentences whose subject a question cannot name", () => {
    expect(factOf("They gather nectar and pollen.")).toBeNull();
    expect(factOf("Each bee has a job to do.")).toBeNull();
    expect(factOf("Bees tell each other where flowers are.")).toBeNull();
    expect(factOf("One scientist said, “A hive works like one big animal.”")).toBeNull();
  });
});

describe("inferencesOf", () => {
  it("asks what a text suggests: a feeling shown by an action, a reason given by the next sentence", () => {
    const found = inferencesOf([
      "Milo had a red kite.",
      "Milo felt his eyes fill with tears.",
      "Worker bees fly from flower to flower.",
      "They gather nectar and pollen.",
      "Rosa was happy and smiled.",
    ]);
    expect(found.map((x) => x.question)).toEqual([
      "How does Milo feel at the beginning of our reading? Which words tell you?",
      "Why do you think worker bees fly from flower to flower? Which words tell you?",
    ]);
    expect(found[0]!.checkAnswer).toBe("Milo feels sad. The text says, “Milo felt his eyes fill with tears.”");
    expect(found[1]!.checkAnswer).toBe("The text says, “They gather nectar and pollen.”");
  });
});

describe("textItems", () => {
  const cases = [
    [HONEYBEES, "RI.4.1", "4"],
    [HONEYBEES, "RI.2.2", "2"],
    [HONEYBEES, "RI.3.3", "3"],
    [HONEYBEES, "RI.4.4", "4"],
    [STORY, "RL.3.3", "3"],
    [STORY, "RL.1.2", "1"],
    [STORY, "RL.2.1", "2"],
    [JEMISON, "RI.3.3", "3"],
  ] as const;
  it.each(cases)("answers every check with words of the excerpt (%#: %s)", (text, code, grade) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const excerpt = chooseExcerpt(text, grade, code)!;
      const items = textItems(excerpt, code, grade, seededRandom(seed));
      expect(items, `${code} seed ${seed}`).not.toBeNull();
      expect(items!.checks.length).toBeGreaterThan(0);
      for (const c of items!.checks) {
        expect(fromText(c.answer, excerpt.text), `${c.question} → ${c.answer}`).toBe(true);
        expect(c.choices ?? [c.answer]).toContain(c.answer);
      }
      // The worked examples and practice items quote the excerpt too.
      for (const p of items!.practice) expect(flat(p.answer)).toMatch(/\w/);
      for (const e of items!.examples) expect(flat(`${e.show} ${e.thinkAloud} ${e.answer}`)).toMatch(/\w/);
    }
  });
  it("asks a grade 4 quoting standard for the exact words", () => {
    const excerpt = chooseExcerpt(HONEYBEES, "4", "RI.4.1")!;
    const items = textItems(excerpt, "RI.4.1", "4", seededRandom(1))!;
    expect(
      items.checks.some((c) => /exact/.test(c.question) && c.answer.includes("A hive works like one big animal")),
    ).toBe(true);
  });
  it("asks grades 3–5 what the text says and what it suggests: one inference, told by a quoted sentence", () => {
    for (const [text, code, grade] of [
      [HONEYBEES, "RI.4.1", "4"],
      [HONEYBEES, "RI.3.1", "3"],
      [STORY, "RL.3.1", "3"],
      [STORY, "RL.5.1", "5"],
      [STORY, "RL.3.3", "3"],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const excerpt = chooseExcerpt(text, grade, code)!;
        const items = textItems(excerpt, code, grade, seededRandom(seed))!;
        const inferred = items.checks.filter((c) => /Which words tell you\?$/.test(c.question));
        expect(inferred, `${code} seed ${seed}`).toHaveLength(1);
        // One of the two checks a short video keeps.
        expect(items.checks.indexOf(inferred[0]!)).toBeLessThan(2);
        const quoted = /“(.+)”/.exec(inferred[0]!.answer)![1]!;
        expect(sentences(excerpt.text)).toContain(quoted);
        // The sentence an inference is made from is not also asked as a plain detail.
        const details = [...items.practice.map((p) => p.answer), ...items.checks.map((c) => c.answer)];
        expect(details.filter((a) => a.includes(quoted))).toHaveLength(1);
      }
    // A story's feelings are inferred from what a character does, never named in the clue.
    const story = textItems(chooseExcerpt(STORY, "3", "RL.3.1")!, "RL.3.1", "3", seededRandom(1))!;
    expect(story.checks.map((c) => c.question)).toContainEqual(expect.stringMatching(/^How does Milo feel/));
    // Grade 2 answers with the text's words only (RI.2.1 asks who, what, where, when, why and how).
    const young = textItems(chooseExcerpt(HONEYBEES, "2", "RI.2.1")!, "RI.2.1", "2", seededRandom(1))!;
    expect(young.checks.some((c) => /Which words tell you/.test(c.question))).toBe(false);
  });

  it("asks grades 3–5 for a key detail that supports the main idea", () => {
    const excerpt = chooseExcerpt(HONEYBEES, "3", "RI.3.2")!;
    const items = textItems(excerpt, "RI.3.2", "3", seededRandom(1))!;
    expect(items.checks.map((c) => c.question)).toContain(
      "Name one key detail from our reading that supports the main idea.",
    );
  });

  it("asks an order-of-events standard about what comes next, from the text's order", () => {
    const excerpt = chooseExcerpt(STORY, "3", "RL.3.3")!;
    const items = textItems(excerpt, "RL.3.3", "3", seededRandom(2))!;
    const next = items.checks.find((c) => /right after this/.test(c.question))!;
    const before = /"(.+)"/.exec(next.question)![1]!;
    expect(excerpt.text.indexOf(before)).toBeLessThan(excerpt.text.indexOf(next.answer));
  });
  it("gives nothing for a standard a text does not teach", () => {
    expect(textItems(chooseExcerpt(STORY, "1", "RF.1.3.a")!, "RF.1.3.a", "1", seededRandom(1))).toBeNull();
  });
});

const input = (over: Partial<DraftInput>): DraftInput => ({
  topic: "Quoting Details",
  standards: [{ code: "RI.4.1", description: "" }],
  characters: [starterCast.find((c) => c.name === "Professor Quill")!],
  concept: { title: "Evidence Lab", description: "" },
  grade: "4",
  targetMinutes: 4,
  seed: 1,
  pdfText: HONEYBEES,
  ...over,
});
const lines = (text: string, kind?: string) =>
  parseContract(text)
    .scenes.filter((s) => !kind || s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));

describe("draftScript with an attached text", () => {
  it("teaches RI.4.1 from the honeybee article: the practice and checks ask about it, not the card's Arctic fox", () => {
    for (const seed of [1, 2, 3]) {
      const { text, contract } = draftScript(input({ seed }));
      const excerpt = chooseExcerpt(HONEYBEES, "4", "RI.4.1")!;
      expect(lines(text, "teach").join(" ")).toContain("Honeybees live together in a hive.");
      for (const kind of ["practice", "check"]) {
        expect(lines(text, kind).join(" ")).not.toMatch(/fox|polar/i);
        expect(lines(text, kind).join(" ")).toMatch(/our reading|bee/i);
      }
      expect(text).not.toMatch(/fox|polar/i);
      expect(contract.notes.join(" ")).toMatch(/is the lesson's text/);
      // Every check's revealed answer is words of the excerpt.
      const check = parseContract(text).scenes.find((s) => s.kind === "check")!;
      const reveals = check.beats.flatMap((b, i) =>
        b.type === "line" && check.beats[i - 1]?.type === "pause" ? [b.text] : [],
      );
      expect(reveals.length).toBeGreaterThan(0);
      for (const r of reveals) {
        const said = r.replace(/^(?:Here's the answer:|The answer is(?: [A-C]:)?)\s*/, "");
        expect(fromText(said, excerpt.text), r).toBe(true);
      }
    }
  });

  it("checks one inference in every RI.4.1 or RL.3.1 lesson on an attached text, whatever the length", () => {
    for (const [pdfText, code, grade] of [
      [HONEYBEES, "RI.4.1", "4"],
      [STORY, "RL.3.1", "3"],
    ] as const)
      for (const targetMinutes of [2, 3, 5])
        for (const seed of [1, 2]) {
          const { text } = draftScript(
            input({ pdfText, grade, targetMinutes, seed, standards: [{ code, description: "" }] }),
          );
          expect(
            lines(text, "check").filter((l) => /Which words tell you\?/.test(l)),
            `${code} ${targetMinutes} min`,
          ).toHaveLength(1);
        }
  });

  it("leaves the card's own passage out of a lesson on another text: its key term, mix-up and notes", () => {
    const sunflower =
      "From Seed to Sunflower\nA sunflower starts as a seed in the soil. First, the seed soaks up water and swells. " +
      "Next, a tiny root pushes down into the dirt. Then a green shoot pushes up toward the light. " +
      "The leaves use sunlight to make food. Because the plant has food, it can grow taller every day. " +
      "A big bud forms at the top. The bud opens into a yellow flower. Bees visit the flower. " +
      "They carry pollen from one flower to another. Then the flower makes new seeds.";
    for (const seed of [1, 2, 3]) {
      const { text, contract } = draftScript(
        input({
          pdfText: sunflower,
          grade: "2",
          targetMinutes: 5,
          seed,
          standards: [{ code: "RI.2.3", description: "" }],
        }),
      );
      expect(text).not.toMatch(/water vapor|cloud|peanut/i);
      expect(contract.notes.join(" ")).not.toMatch(/peanut/i);
      expect(text).toContain("Bees visit the flower.");
    }
  });

  it("never says a sentence of the PDF that the filtered excerpt left out", () => {
    for (const [pdf, code, grade] of [
      [HONEYBEES, "RI.4.1", "4"],
      [STORY, "RL.3.3", "3"],
      [JEMISON, "RI.3.3", "3"],
      [STORY, "RF.1.3.a", "1"],
    ] as const) {
      const text = draftScript(input({ pdfText: pdf, standards: [{ code, description: "" }], grade })).text;
      expect(text).not.toMatch(/www|home address|555|where you live|free poster/i);
    }
  });

  it("uses the text for the hook only when the standard is not taught from a text, and says so", () => {
    const { text, contract } = draftScript(
      input({ pdfText: STORY, standards: [{ code: "RF.1.3.a", description: "" }], grade: "1", topic: "Digraphs" }),
    );
    expect(lines(text, "hook").join(" ")).toContain("Milo had a red kite with a long tail.");
    expect(lines(text, "practice").join(" ")).not.toContain("Milo");
    expect(contract.notes.join(" ")).toMatch(/opens the hook with its first sentence only: RF\.1\.3\.a/);
  });

  // A story cut before its ending was found by a K–5 specialist: a retelling or a character across the events
  // needs the ending, and no question may ask about a part that was left out.
  it("reads a long story's beginning and ending for a whole-story standard, and asks nothing of the middle left out", () => {
    const problems: string[] = [];
    for (const [code, grade] of [
      ["RL.2.2", "2"],
      ["RL.2.3", "2"],
      ["RL.3.3", "3"],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { text, contract } = draftScript(
          input({ pdfText: NIA, standards: [{ code, description: "" }], grade, seed, targetMinutes: 5 }),
        );
        const teach = lines(text, "teach").join(" ");
        if (!teach.includes("It was the best gift she had ever given.")) problems.push(`${code} ${seed}: no ending`);
        if (!teach.includes("Now we skip ahead to the end of the story."))
          problems.push(`${code} ${seed}: no word that the middle is skipped`);
        if (!contract.notes.includes("The middle of the story is left out for time; read it aloud if you can."))
          problems.push(`${code} ${seed}: no NOTE`);
        for (const kind of ["teach", "practice", "check"])
          for (const l of lines(text, kind))
            if (/bridge|ducks|flower market|coins|lighthouse|sailor|wind blew|in the middle of our reading/i.test(l))
              problems.push(`${code} ${seed} ${kind}: ${l}`);
      }
    expect(problems).toEqual([]);
  });

  it("never asks what comes right after the opening's last sentence when the middle is left out", () => {
    const excerpt = chooseExcerpt(NIA, "2", "RL.2.3")!;
    expect(excerpt.ending).not.toBeNull();
    const list = sentences(excerpt.text);
    const lastOfOpening = list[list.length - sentences(excerpt.ending!).length - 1]!;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const items = textItems(excerpt, "RL.2.3", "2", seededRandom(seed))!;
      const asked = [
        ...items.examples.map((e) => e.show),
        ...items.practice.map((p) => p.prompt),
        ...items.checks.map((c) => c.question),
      ];
      expect(asked.filter((q) => q.includes(lastOfOpening))).toEqual([]);
    }
    const reasons = inferencesOf(list, list.length - sentences(excerpt.ending!).length);
    expect(reasons.filter((r) => r.from === lastOfOpening)).toEqual([]);
  });
});
