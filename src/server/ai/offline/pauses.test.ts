import { describe, expect, it } from "vitest";
import { GRADES } from "@shared/schemas/grade";
import ccss from "@data/ccss-ela-k5.json";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { sayAnswer } from "./questions";
import {
  answerSize,
  asksViewer,
  dropUnaskedThinkPauses,
  isOpenTask,
  PAUSE_THE_VIDEO,
  practicePause,
  PROMISES_TIME,
  revealLeads,
  THINK_PAUSE_SEC,
  thinkPauseSec,
  thinkTask,
  TIME_PROMISE_MIN_SEC,
  WRITE_CUE,
  writesAtLength,
} from "./pauses";

describe("a written task longer than a sentence stops the video (ADR 0096)", () => {
  const story = "Write about a time you helped at home. Tell two things that happened with First and Then.";
  const opinion = "Write an opinion sentence and two reasons.";
  it("asks the child to pause the video and write, with a short PAUSE by grade", () => {
    for (const prompt of [story, opinion]) {
      const task = thinkTask(prompt, false, "I think recess should be longer. We need to run. We need to rest.");
      expect(writesAtLength(prompt, task), prompt).toBe(true);
      const k = practicePause(prompt, task, "1");
      expect(k.cue).toBe(WRITE_CUE);
      expect(k.cue).toMatch(/Pause the video and write .*press play when you're done\./);
      expect(k.seconds).toBeLessThan(thinkPauseSec("compose", "1"));
      expect(practicePause(prompt, task, "5").seconds).toBeLessThanOrEqual(k.seconds);
    }
  });
  it("keeps the think pause for a said task or one sentence", () => {
    const retell = "Retell the story to a partner in three sentences.";
    const said = practicePause(retell, "compose", "3");
    expect(said).toEqual({ cue: " Pause the video if you need more time.", seconds: thinkPauseSec("compose", "3") });
    expect(practicePause("Write one sentence about a cat.", "sentence", "3")).toEqual({
      cue: "",
      seconds: thinkPauseSec("sentence", "3"),
    });
  });
});

describe("think pauses by task (docs/decisions/0045-pauses-by-task-and-grade.md)", () => {
  it.each([
    ["Retell 'The Monarchs' Long Trip' in three sentences. Tell the big idea and two key details.", "compose"],
    ["Add a new reason the author could use, and say what evidence would support it.", "compose"],
    ["Write a definition of the word erupt.", "compose"],
    ["Write one literal sentence and one nonliteral sentence with the words cold feet.", "compose"],
    ["Think of something you did this week. Tell your story to someone: First, Next, Then.", "compose"],
    ["Turn and talk! Tell someone near you what sequence means, and give your own example.", "discuss"],
    ["Sort these dolphin facts into two groups: what dolphins eat and how they swim.", "order"],
    ["Put these in order and add time words: We ate cake. We went to the park.", "order"],
    ["Put in order from least to most: chilly, freezing, cold.", "order"],
    ["Why do you think the author included what sleep doctors recommend?", "sentence"],
    // Two decisions: literal or not, then the meaning in the child's own words.
    ["Literal or nonliteral? 'Coach said we dropped the ball.' What does it mean?", "sentence"],
    ["Write the plural: woman.", "sentence"],
    ["Find the word in our reading that tells when.", "find"],
    ["Say the sound for the first letter in fan.", "say"],
    // From the second specialist reading: a short report, two key details, a word to work out.
    ["Now you try: give a three-sentence report about your favorite animal.", "compose"],
    ["Name two key details from the passage about the moon.", "sentence"],
    ["Split and read: problem.", "find"],
    // RL.1.1's key move: the child makes a question of their own, then answers it.
    ["Ask a who question about “Ana and the Snail.” Then answer it.", "sentence"],
  ])("reads %j as a %s task", (prompt, task) => {
    expect(thinkTask(prompt)).toBe(task);
  });

  it("tells short choices from choices that are whole sentences said aloud", () => {
    expect(thinkTask("Which word starts with /v/?", ["fan", "man", "van"])).toBe("choose");
    expect(
      thinkTask("Which is the author's point?", [
        "Kids need plenty of sleep to grow.",
        "Sleep doctors work at night.",
        "Some kids stay up late on weekends.",
      ]),
    ).toBe("weigh");
    expect(thinkTask("Which one?", true)).toBe("choose");
  });

  it("never gives an older grade less time to make its own language than a younger one", () => {
    for (const task of ["sentence", "compose", "discuss"] as const) {
      const [k1, g23, g45] = THINK_PAUSE_SEC[task];
      expect(g23).toBeGreaterThanOrEqual(k1);
      expect(g45).toBeGreaterThanOrEqual(g23);
    }
  });

  it("gives a retell, a written definition and a turn and talk at least 15 seconds at every grade", () => {
    for (const g of GRADES) {
      expect(thinkPauseSec(thinkTask("Retell the story in three sentences."), g)).toBeGreaterThanOrEqual(15);
      expect(thinkPauseSec(thinkTask("Write a definition of the word erupt."), g)).toBeGreaterThanOrEqual(15);
      expect(thinkPauseSec("discuss", g)).toBeGreaterThanOrEqual(15);
      // Rowe's three seconds is the floor for any question.
      expect(thinkPauseSec("say", g)).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives forming a word more time than picking one (a specialist's reading found 3 s after 'we are' and 'the hat of my brother')", () => {
    const formed: [string, string][] = [
      ["Make a contraction: we are.", "we're"],
      ["Show who owns it: the hat of my brother.", "my brother's hat"],
      ["Add a prefix to 'view' so it means to see before.", "preview"],
      ["Say hid. Now make the vowel long. What word do you get?", "hide"],
      ["What does 'unfair' mean?", "not fair"],
    ];
    for (const [prompt, answer] of formed)
      for (const g of GRADES)
        expect(thinkPauseSec(thinkTask(prompt, false, answer), g)).toBeGreaterThan(thinkPauseSec("choose", g));
    // Recalling one word stays the short pause.
    expect(thinkTask("What is the first sound in sun?", false, "/s/")).toBe("say");
  });

  it("keeps a promise of time only for a pause long enough to keep it", () => {
    expect(PROMISES_TIME.test("Take your time.")).toBe(true);
    expect(PROMISES_TIME.test("Try it in your own time.")).toBe(true);
    expect(TIME_PROMISE_MIN_SEC).toBeGreaterThan(THINK_PAUSE_SEC.sentence[2]);
  });
});

describe("think pauses follow what the child must produce (the item's model answer)", () => {
  const cards = (ccss.standards as { code: string }[]).flatMap((s) => getTeachingCard(s.code) ?? []);
  const items = cards.flatMap((c) => [
    ...c.practice.map((p) => ({ code: c.code, prompt: p.prompt, answer: p.answer, choices: [] as string[] })),
    ...c.checks.map((q) => ({ code: c.code, prompt: q.question, answer: q.answer, choices: q.choices ?? [] })),
  ]);

  it.each([
    // Phrasings a specialist found given a three-second pause: the answers are sentences the child composes.
    [
      "Add action details to this sentence: I made a sandwich.",
      "I grabbed the bread, spread the jam and pressed the slices together.",
      "sentence",
    ],
    [
      "Show the feeling without using the word scared: Ana was scared of the thunder.",
      "Ana hid under her blanket and squeezed her eyes shut when the thunder boomed.",
      "sentence",
    ],
    [
      "Make a chart with two columns, SAME and DIFFERENT. Put two ideas in each column.",
      "SAME: a lost shoe, a kind girl. DIFFERENT: a fairy godmother, magic fish bones.",
      "compose",
    ],
    [
      "Elaborate with an example or a reason.",
      "For example, kids could ride to school safely. Fewer cars would make the air cleaner too.",
      "compose",
    ],
    [
      "Sum up where your group stands after a discussion about a field trip.",
      "Most of us want the science museum, but we still need to ask about the cost.",
      "sentence",
    ],
    // Reading a three-meaning dictionary entry is part of the task.
    [
      "The dictionary entry for fair has three meanings. Meaning 1: treating everyone the same way. Meaning 2: a show outdoors with rides, games and farm animals. Meaning 3: light in color. Which meaning fits 'Our pig won a ribbon at the county fair'?",
      "meaning 2",
      "find",
    ],
    // A one-word answer keeps the recall pause; the answer's asides are not the child's.
    ["Add one more word to this group: spoon, fork, ___.", "Knife. A ladle or chopsticks would also be right.", "say"],
    // Fixing a given sentence is saying that sentence, not composing several.
    [
      "Fix this run-on: Rosa found a seashell it was pink inside.",
      "Rosa found a seashell. It was pink inside. (Or: Rosa found a seashell, and it was pink inside.)",
      "sentence",
    ],
  ] as const)("reads %j (answer %j) as a %s task", (prompt, answer, task) => {
    expect(thinkTask(prompt, false, answer)).toBe(task);
  });

  it("sizes answers by the child's own words", () => {
    expect(answerSize("Knife. A ladle or chopsticks would also be right.")).toBe("word");
    expect(answerSize("a little wet")).toBe("phrase");
    expect(answerSize("My shoes are blue. (Any whole idea.)")).toBe("sentence");
    expect(
      answerSize(
        "First, we meet Pip, a pup who can run and dig. Next, Mom's bag is in the mud. Last, Pip gets the bag.",
      ),
    ).toBe("sentences");
  });

  it("never gives the one-word pause to an item whose answer is a sentence or more, on any of the 486 cards", () => {
    expect(cards.length).toBe(486);
    const wrong = items
      .filter((it) => ["sentence", "sentences"].includes(answerSize(it.answer)))
      .filter((it) => thinkTask(it.prompt, it.choices, it.answer) === "say")
      .map((it) => `${it.code}: ${it.prompt}`);
    expect(wrong).toEqual([]);
  });

  it("gives the composing pause to several sentences the child makes up, on any card", () => {
    const made = items.filter(
      (it) =>
        it.choices.length === 0 &&
        answerSize(it.answer) === "sentences" &&
        /^(?:tell|retell|plan|write (?:a|an|two|three|your))\b/i.test(it.prompt),
    );
    expect(made.length).toBeGreaterThan(10);
    for (const it of made)
      expect(
        PAUSE_THE_VIDEO.has(thinkTask(it.prompt, [], it.answer)) || thinkTask(it.prompt, [], it.answer) === "order",
        `${it.code}: ${it.prompt}`,
      ).toBe(true);
  });
});

describe("open tasks: the answer is a model, not a key", () => {
  const cards = (ccss.standards as { code: string }[]).flatMap((s) => getTeachingCard(s.code) ?? []);
  const practice = cards.flatMap((c) => c.practice.map((p) => ({ code: c.code, ...p })));
  const KEY = /^(?:Here's the answer|Let's check|Did you get it)/;

  it("never reveals an open practice item with a key's lead-in, on every card", () => {
    // Open by the card's own words: its answer is one of many, or the prompt asks for the child's own view or story.
    const open = practice.filter(
      (p) =>
        /^(?:for example|answers (?:will |may )?vary|any (?:two|three|one|careful|sentence|answer)|many (?:lines|answers))/i.test(
          p.answer.trim(),
        ) || /\b(?:what do you think|tell about a time|your (?:own|opinion))\b/i.test(p.prompt),
    );
    expect(open.length).toBeGreaterThan(50);
    const wrong = open
      .filter((p) => revealLeads(p.prompt, p.answer).some((lead) => KEY.test(lead)))
      .map((p) => `${p.code}: ${p.prompt} => ${p.answer}`);
    expect(wrong).toEqual([]);
    expect(revealLeads("Say two words that rhyme with pig.", "Any two words that end with /ig/, like wig.")).toEqual([
      "Many answers work.",
    ]);
    // A one-word answer keeps its key.
    expect(isOpenTask("Say the opposite of give.", "take")).toBe(false);
    expect(isOpenTask("Fix the verb: My grandparents lives in Texas.", "My grandparents live in Texas.")).toBe(false);
    expect(isOpenTask("Should fifth graders have homework on weekends?", "Fifth graders should not have it.")).toBe(
      true,
    );
  });

  it("says an opinion or a child's story as one way, with no praise before anyone has answered", () => {
    const cast = (...names: string[]) => names.map((n) => starterCast.find((c) => c.name === n)!);
    const cases = [
      { topic: "Writing about the day the power went out", grade: "2", code: "W.2.3", names: ["Maya Wordsmith"] },
      {
        topic: "Describing a trip to the car wash",
        grade: "1",
        code: "SL.1.4",
        names: ["Penny Page", "Maya Wordsmith"],
      },
      {
        topic: "Should fifth graders run the school store?",
        grade: "5",
        code: "W.5.1",
        names: ["Maya Wordsmith", "Professor Quill"],
      },
    ] as const;
    for (const c of cases) {
      const { contract } = draftScript({
        topic: c.topic,
        grade: c.grade,
        targetMinutes: 5,
        standards: [{ code: c.code, description: "" }],
        characters: cast(...c.names),
        concept: { title: "A Lesson", description: "" },
        seed: 7,
      });
      const card = getTeachingCard(c.code)!;
      const lines = contract.scenes
        .filter((sc) => sc.kind === "practice")
        .flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
      const reveals = card.practice
        .filter((p) => isOpenTask(p.prompt, p.answer))
        .flatMap((p) => lines.filter((l) => l.includes(sayAnswer(p.answer).slice(0, 30))));
      expect(reveals.length, c.code).toBeGreaterThan(0);
      for (const r of reveals) {
        expect(r, c.code).not.toMatch(KEY);
        expect(r, c.code).toMatch(/^(?:Here's (?:one way|what I might)|For example|Many answers work)/);
      }
    }
  });
});

describe("think pauses only after something to think about", () => {
  const line = (text: string) => ({ type: "line" as const, speaker: "A", text });
  const think = { type: "pause" as const, seconds: 3, text: "viewers think along" };

  it("drops a think-along pause that follows no question or task", () => {
    const quoted = line("Think along with us. Listen: Hana says, “Is it spring? I felt nervous.”");
    expect(dropUnaskedThinkPauses([quoted, think])).toEqual([quoted]);
    const asked = line("Think along with us. Which detail tells how Hana felt?");
    expect(dropUnaskedThinkPauses([asked, think])).toEqual([asked, think]);
    const task = line("Help us with this one. Find the word that tells when.");
    expect(dropUnaskedThinkPauses([task, think])).toEqual([task, think]);
    // Other pauses are not think-alongs.
    const stretch = { type: "pause" as const, seconds: 8, text: "viewers stretch" };
    expect(dropUnaskedThinkPauses([line("Movement break!"), stretch])).toHaveLength(2);
  });

  it("leaves no think pause after a line that asks nothing, in a drafted lesson", () => {
    const cast = ["Penny Page", "Captain Story", "Maya Wordsmith"].map((n) => starterCast.find((c) => c.name === n)!);
    for (const [code, grade] of [
      ["SL.1.4", "1"],
      ["RL.3.6", "3"],
      ["RI.2.3", "2"],
    ] as const) {
      const { contract } = draftScript({
        topic: "Anything",
        grade,
        targetMinutes: 7,
        standards: [{ code, description: "" }],
        characters: cast,
        concept: { title: "A Lesson", description: "" },
        seed: 7,
      });
      for (const sc of contract.scenes)
        sc.beats.forEach((b, i) => {
          if (b.type !== "pause" || !/\bthink\b/.test(b.text)) return;
          const before = sc.beats.slice(0, i).findLast((x) => x.type === "line");
          expect(before?.type === "line" && asksViewer(before.text), `${code}: ${JSON.stringify(before)}`).toBe(true);
        });
    }
  });
});
