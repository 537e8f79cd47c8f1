import { describe, expect, it } from "vitest";
import type { Block } from "./teach-blocks";
import { parseContract } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { topicTextLibrary } from "../../curriculum/topic-texts";
import { starterCast } from "../../db/seed-characters";
import { draftScript, type DraftInput } from "./draft-script";
import { fitToTime } from "./fit";
import { DROP } from "./plan";
import { shortStoryMessageChecks } from "./text-questions";

/**
 * Model before you ask (ADR 0079, docs/product/key-moves.md): a story's lesson or theme (RL.1.2–5.2) and an
 * article's summary (RI.4.2–5.2) are worked out aloud by a presenter before a check asks for them, and the check then
 * asks what the model did not answer; a check for understanding is two questions whenever the length allows it.
 */
const input = (topic: string, code: string, over: Partial<DraftInput> = {}): DraftInput => ({
  topic,
  grade: /^[A-Z]+\.(K|\d)/.exec(code)![1] as DraftInput["grade"],
  standards: [{ code, description: "" }],
  characters: [starterCast[1]!, starterCast[2]!],
  concept: { title: "Story Time", description: "" },
  targetMinutes: 5,
  seed: 1,
  ...over,
});
const linesOf = (text: string, kind: string) =>
  parseContract(text)
    .scenes.filter((s) => s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
    .join(" ");
const flat = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** Our own text the lesson reads for `topic` at `grade`, as the library holds it. */
const storyOf = (topic: string, band: string) =>
  topicTextLibrary()
    .subjects.find((s) => s.subject === topic)!
    .texts.find((t) => t.kind === "story" && t.id.endsWith(`-story-${band}`))!;
const articleOf = (topic: string, band: string) =>
  topicTextLibrary()
    .subjects.find((s) => s.subject === topic)!
    .texts.find((t) => t.kind === "informational" && t.id.endsWith(`-info-${band}`))!;

describe("a story's lesson or theme is modelled before it is asked (RL.1.2–5.2 on our own story)", () => {
  const cases: [string, string, string][] = [
    ["kindness", "RL.2.2", "23"],
    ["kindness", "RL.1.2", "k1"],
    ["moving to a new home", "RL.4.2", "45"],
    ["gardens", "RL.3.2", "23"],
    ["friendship", "RL.5.2", "45"],
  ];
  for (const [topic, code, band] of cases)
    it(`${code} on "${topic}": the teaching works the message out, and no check asks for it again`, () => {
      const story = storyOf(topic, band);
      const { text } = draftScript(input(topic, code));
      expect(text).toContain(`Nova Writer's own text about ${topic}`);
      const lesson = story.kind === "story" ? story.lesson : "";
      // Modelled: the teaching says the lesson, after thinking aloud from what happens in the story.
      const teach = linesOf(text, "teach");
      expect(flat(teach)).toContain(flat(lesson));
      expect(teach).toMatch(/so I use what happens/);
      // Then asked something the model did not answer: no check asks our story's message as the model did, and no
      // check's revealed answer is the lesson just said.
      const quiz = linesOf(text, "check");
      expect(quiz).not.toMatch(
        /What (?:lesson does \w+ learn|is a theme of our story|is the central message of our story)\?/,
      );
      expect(flat(quiz)).not.toContain(flat(lesson));
    });

  it("asks the message of a short story the card tells, not a check about the card's own passage", () => {
    const checks = [
      { question: "Which lesson fits “The Crow and the Pitcher” best?", answer: "a" },
      { question: "In the crow fable, what happens in the middle?", answer: "b" },
      {
        question:
          "In a fable, a fast hare naps during a race, and a slow tortoise keeps going and wins. What is the moral?",
        answer: "c",
      },
      { question: "What does the fox learn in the poem we read? Which sentence is the best lesson?", answer: "d" },
    ];
    expect(shortStoryMessageChecks(checks).map((c) => c.answer)).toEqual(["c"]);
  });
});

describe("a summary is modelled before one is asked about (RI.4.2–5.2 on our own text)", () => {
  for (const [topic, code] of [
    ["volcanoes", "RI.4.2"],
    ["volcanoes", "RI.5.2"],
    ["honeybees", "RI.4.2"],
  ] as const)
    it(`${code} on "${topic}": a worked summary of the main idea and key details, then checks it did not answer`, () => {
      const article = articleOf(topic, "45");
      const { text } = draftScript(input(topic, code));
      const teach = flat(linesOf(text, "teach"));
      const main = article.kind === "informational" ? article.mainIdea : "";
      const details = article.kind === "informational" ? article.keyDetails : [];
      // The summary: the main idea, then two key details, said in the teaching.
      expect(teach).toMatch(/summary/);
      const at = teach.indexOf(`summary ${flat(main)}`);
      expect(at).toBeGreaterThan(-1);
      const summary = teach.slice(at);
      const heard = details.filter((d) => summary.includes(flat(d).split(" ").slice(-5).join(" ")));
      expect(heard.length).toBeGreaterThanOrEqual(2);
      // No opinion in it; the checks ask something else (the first is which sentence does not belong in a summary).
      expect(summary.slice(0, 400)).not.toMatch(/\bi think\b/);
      const quiz = linesOf(text, "check");
      expect(quiz).toMatch(/does not belong in a summary/);
      expect(quiz).not.toMatch(/How do I sum up our reading/);
    });
});

describe("the teaching cards' own lessons model the message or a summary before asking it (RL.1.2–5.2, RI.4.2–5.2)", () => {
  /** A line that asks a story's lesson, moral, message or theme, or a summary (a practice prompt or a check). */
  const ASKS = /\b(?:lesson|moral|message|theme|summar(?:y|ize))\b/i;
  /** A presenter's line that says one: "Lesson: …", "The moral is that …", "Theme: …", "Here's a summary: …". */
  const SAYS = /\b(?:lesson|moral|central message|theme|summary)(?::| is\b)/i;
  /** What a card keys as a worked example says a summary (RL.4.2–5.2, RI.4.2–5.2 ask for one). */
  const SUMMARY = /\bsummary:/i;
  const codes = ["RL.1.2", "RL.2.2", "RL.3.2", "RL.4.2", "RL.5.2", "RI.4.2", "RI.5.2"];
  const keyed = (code: string) => {
    const card = getTeachingCard(code)!;
    return (card.keyMoves ?? []).flatMap((m) => m.examples ?? []).map((i) => card.examples[i]!);
  };
  /** A story's lesson, moral or theme said: "Lesson: …", "The moral is that …", "Theme: …". */
  const MESSAGE = /\b(?:lesson|moral|theme)(?::| is\b)/i;
  for (const code of codes) {
    const story = code.startsWith("RL");
    const summary = /^R[LI]\.[45]\.2$/.test(code);
    const what = [story ? "the lesson or theme" : "", summary ? "a summary" : ""].filter(Boolean).join(" and ");
    it(`${code}: the card keys a worked example that says ${what}`, () => {
      // Keyed, so that the shortest lesson keeps it (docs/product/key-moves.md), said with its think-aloud.
      const said = keyed(code).map((e) => `${e.show} ${e.answer}`);
      // RL.2.2's examples all work out a fable's moral: whichever the lesson keeps models it.
      const every = getTeachingCard(code)!.examples.map((e) => e.answer);
      const message = said.some((t) => MESSAGE.test(t)) || (code === "RL.2.2" && every.every((t) => MESSAGE.test(t)));
      expect(!story || message).toBe(true);
      expect(!summary || said.some((t) => SUMMARY.test(t))).toBe(true);
    });
  }
  for (const code of codes)
    for (const minutes of [2, 3, 5])
      for (const seed of [1, 12])
        it(`${code}, ${minutes} minutes, seed ${seed}: a presenter says one before a practice item or check asks`, () => {
          const { text } = draftScript(
            input("Key Ideas and Details", code, {
              targetMinutes: minutes,
              seed,
              characters: seed > 10 ? [starterCast[1]!, starterCast[2]!] : [starterCast[0]!],
            }),
          );
          const lines = parseContract(text).scenes.flatMap((s) =>
            s.beats.flatMap((b) => (b.type === "line" ? [{ kind: s.kind, text: b.text }] : [])),
          );
          const asked = lines.findIndex((l) => (l.kind === "practice" || l.kind === "check") && ASKS.test(l.text));
          if (asked === -1) return;
          const modelled = lines.findIndex((l) => l.kind === "teach" && SAYS.test(l.text));
          expect(modelled).toBeGreaterThan(-1);
          expect(modelled).toBeLessThan(asked);
        });
});

describe("a check for understanding is two questions when the length allows it (ADR 0079)", () => {
  const block = (over: Partial<Block>): Block => ({
    scene: "teach",
    sceneIndex: 0,
    order: 0,
    priority: 0,
    required: true,
    beats: [{ type: "line", speaker: "HOST", text: "word ".repeat(40).trim() }],
    ...over,
  });
  it("drops the second half of the explanation before the second check", () => {
    const explanationRest = block({ dropOrder: DROP.explanationRest, order: 0.3 });
    const first = block({ scene: "check", order: 0 });
    const second = block({ scene: "check", order: 1, dropOrder: DROP.secondCheck });
    const rest = [0, 1, 2, 3].map((i) => block({ order: 1 + i }));
    const all = [...rest, explanationRest, first, second];
    // Seven blocks of 40 words fit the target once one of them goes.
    const perBlock = 40 / 2.17;
    const chosen = fitToTime(all, perBlock * 6, "3");
    expect(chosen).toContain(second);
    expect(chosen).not.toContain(explanationRest);
  });
});
