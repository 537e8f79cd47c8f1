import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { parseContract, type ContractScene } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { hookTeasers } from "./hook-teasers";

/** Every fifth standard with a card: all strands and grades, taught alone in four minutes by two presenters. */
const codes = (ccss.standards as { code: string }[])
  .map((s) => s.code)
  .filter((c) => getTeachingCard(c))
  .filter((_, i) => i % 5 === 0);

const draft = (code: string, seed: number, topic = "") =>
  parseContract(
    draftScript({
      topic,
      grade: code.split(".")[1] as Grade,
      targetMinutes: 4,
      seed,
      standards: [{ code, description: "" }],
      characters: [starterCast[0]!, starterCast[3]!],
      concept: { title: "Word Quest", description: "" },
    }).text,
  ).scenes;

const said = (scenes: ContractScene[], kind?: string) =>
  scenes
    .filter((s) => !kind || s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));

/** The line before the hook's "viewers wonder" pause: the hook's question. */
const hookQuestion = (scenes: ContractScene[]) => {
  const beats = scenes.find((s) => s.kind === "hook")?.beats ?? [];
  const at = beats.findIndex((b) => b.type === "pause" && b.text === "viewers wonder");
  const line = beats[at - 1];
  return line?.type === "line" ? line.text : "";
};

/** What opens a hook: the teaser's pattern, or the goal asked as the question. */
const patternOf = (line: string) =>
  /^(?:(?:Here is our big question|I have a question for you|[^.?!]+ starts with a question)\. )?Can you /.test(line)
    ? "goal"
    : /word you'll know|Listen for a word/.test(line)
      ? "term"
      : /Some kids think|True or not\?/.test(line)
        ? "mixUp"
        : /reading is called|at this title/.test(line)
          ? "title"
          : /In our story, /.test(line)
            ? "storyProblem"
            : /uses the word "/.test(line)
              ? "textWord"
              : /puzzle|in your head/i.test(line)
                ? "puzzle"
                : "other";

// Specialists found every hook alike: "Today's topic is …" and the lesson's goal asked as its question. A hook opens
// with something from the lesson that makes a child want to watch, and Regenerate often opens another way.
describe("the hook (docs/product/presenters.md#the-hook)", () => {
  const drafts = codes.map((code) => ({ code, seeds: [1, 2, 3].map((seed) => draft(code, seed)) }));

  it("opens most lessons with a teaser from their own content, the goal said after it as a promise", () => {
    const all = drafts.flatMap((d) => d.seeds.map(hookQuestion));
    const teased = all.filter((l) => patternOf(l) !== "goal");
    expect(all.filter((l) => patternOf(l) === "other")).toEqual([]);
    expect(teased.length / all.length).toBeGreaterThan(0.6);
    // After a teaser the goal is a promise, never asked a second time.
    for (const d of drafts)
      for (const scenes of d.seeds) {
        const hook = said(scenes, "hook");
        if (patternOf(hookQuestion(scenes)) === "goal") continue;
        expect(
          hook.some((l) => /you'll (?:be able to |learn to )?[a-z]/.test(l)),
          d.code,
        ).toBe(true);
        expect(
          hook.filter((l) => /^Can you /.test(l)),
          d.code,
        ).toEqual([]);
      }
  });

  it("gives another hook on Regenerate for most lessons", () => {
    const varied = drafts.filter((d) => new Set(d.seeds.map(hookQuestion)).size > 1);
    expect(varied.length / drafts.length).toBeGreaterThan(0.6);
    // And no one pattern opens almost every lesson.
    const counts = new Map<string, number>();
    for (const d of drafts)
      for (const s of d.seeds)
        counts.set(patternOf(hookQuestion(s)), (counts.get(patternOf(hookQuestion(s))) ?? 0) + 1);
    const total = drafts.length * 3;
    for (const [pattern, n] of counts) expect(n / total, pattern).toBeLessThan(0.6);
  });

  it("is answered in the lesson: the word is defined, the mix-up fixed, the passage read", () => {
    const problems: string[] = [];
    for (const d of drafts)
      for (const scenes of d.seeds) {
        const q = hookQuestion(scenes);
        const teach = said(scenes, "teach").join(" ");
        const quoted = /"([^"]+?)\.?"/.exec(q)?.[1] ?? "";
        const where = `${d.code}: ${q}`;
        switch (patternOf(q)) {
          case "term":
            if (!teach.toLowerCase().includes(`"${quoted.toLowerCase()}`)) problems.push(`${where}: term never named`);
            break;
          case "mixUp":
            if (!/Remember our question from the start\? Some kids think/.test(teach))
              problems.push(`${where}: no fix`);
            break;
          case "title":
          case "storyProblem":
          case "textWord": {
            const cues = scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "visual" ? [b.text] : [])));
            if (!cues.some((c) => /lights up as it is read aloud/.test(c))) problems.push(`${where}: nothing read`);
            break;
          }
        }
      }
    expect(problems).toEqual([]);
  });

  it("tells our own story's problem, or asks about a word our text defines, in a lesson on our topic text", () => {
    const patterns = new Set<string>();
    for (const [topic, code] of [
      ["Honeybees", "RL.1.3"],
      ["Honeybees", "RI.1.2"],
      ["Thunderstorms", "RL.2.3"],
      ["Friendship", "RL.K.3"],
    ] as const)
      for (const seed of [1, 2, 3, 4, 5, 6]) patterns.add(patternOf(hookQuestion(draft(code, seed, topic))));
    expect(patterns).toContain("storyProblem");
    expect(patterns).toContain("textWord");
  });

  it("never makes a teaser of a labelled line, a blank or a story problem the lesson asks about", () => {
    const card = getTeachingCard("RL.2.3")!;
    const teasers = hookTeasers({
      card: {
        ...card,
        examples: [{ show: "Question: Why is Priya's hand damp?", thinkAloud: "x", answer: "y" }, ...card.examples],
        checks: [{ question: "What is the problem in the story?", answer: "A storm." }],
      },
      keyExamples: [{ show: "Question: Why is Priya's hand damp?", thinkAloud: "x", answer: "y" }],
      skipMisconception: false,
      text: {
        title: "Amara Watches the Sky",
        text: "Amara saw a storm cloud.",
        dropped: 0,
        ending: null,
        guide: { kind: "story", problem: "Amara sees a storm cloud coming." },
      },
      cardPassage: false,
    });
    expect(teasers.map((t) => t.kind)).not.toContain("puzzle");
    expect(teasers.map((t) => t.kind)).not.toContain("storyProblem");
    expect(teasers.map((t) => t.kind)).toContain("term");
  });
});
