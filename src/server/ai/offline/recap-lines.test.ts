import { describe, expect, it } from "vitest";
import type { Grade } from "@shared/schemas/grade";
import { getStandardDetails } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { DROP } from "./plan";
import { fitToTime } from "./fit";
import { recapExampleLine, recapStepsLine } from "./recap-lines";
import type { Block } from "./teach-blocks";

/**
 * A recap that recaps (ADR 0089): the goal, the move's steps in the kid's words, and the lesson's own example, the
 * one the teach scene modelled; with a typed subject taught from our own text, that text's example rather than a
 * bare "Now try it with what you know about …".
 */
const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const scene = (text: string, name: string) => text.split(/^SCENE \d+ — /m).find((s) => s.startsWith(name)) ?? "";
const spoken = (part: string) =>
  part
    .split("\n")
    .filter((l) => /^[A-Z][A-Z .'-]+: /.test(l) && !/^(VISUAL|ON SCREEN|PAUSE|NOTE): /.test(l))
    .map((l) => l.replace(/^[^:]+: /, ""))
    .join(" ");
const draft = (code: string, minutes: number, topic?: string, solo = true) => {
  const s = getStandardDetails(code)!;
  return draftScript({
    topic: topic ?? s.domain,
    grade: s.grade as Grade,
    targetMinutes: minutes,
    seed: 3,
    standards: [{ code, description: "" }],
    characters: solo ? [starterCast[0]!] : [starterCast[1]!, starterCast[2]!],
    concept: { title: "Word Quest", description: "" },
  }).text;
};
/** The recap's example line, without its opener ("In “Duck Gets Wet”: ", "We asked: "). */
const OPENER = /^(?:In “[^”]+”|In our example|In our text about [^:]+|We asked): /;
const recapExample = (text: string) => {
  const lines = scene(text, "RECAP")
    .split("\n")
    .map((l) => l.replace(/^[A-Z][A-Z .'-]+: /, ""));
  const found = lines.find((l) => OPENER.test(l));
  return found ? found.replace(OPENER, "").trim() : null;
};

describe("the recap names what the lesson modelled", () => {
  it("says the move as steps the class did, in the kid's words", () => {
    const card = getTeachingCard("RI.4.8")!;
    expect(recapStepsLine(card)).toBe(
      "Remember how: we name a reason and its evidence and explain how they support the author's point.",
    );
    const inferred = { ...card, keyMoves: [{ move: "say what the text states and what I infer", practice: [0] }] };
    expect(recapStepsLine(inferred)).toBe("Remember how: we say what the text states and what we infer.");
    expect(recapStepsLine({ ...card, keyMoves: [{ move: "an opinion stated with a reason", practice: [0] }] })).toBe(
      null,
    );
  });

  it("names a modelled question with its answer, or the answer after where it came from", () => {
    expect(recapExampleLine({ show: "Who hid the key?", thinkAloud: "…", answer: "Max did." }, null)).toBe(
      "We asked: Who hid the key? Max did.",
    );
    expect(
      recapExampleLine(
        { show: "It was a rainy day at the pond.", thinkAloud: "…", answer: "The setting is a rainy pond." },
        "“Duck Gets Wet”",
      ),
    ).toBe("In “Duck Gets Wet”: The setting is a rainy pond.");
  });

  it.each([
    ["RI.4.8", 5],
    ["RL.K.3", 5],
    ["L.1.1.e", 3],
    ["RF.1.2.c", 5],
    ["L.3.1.g", 5],
    ["RI.3.2", 5],
  ] as const)("%s at %i minutes: the recap names something the teach scene modelled", (code, minutes) => {
    const text = draft(code, minutes);
    const named = recapExample(text);
    expect(named, text).not.toBeNull();
    // Every sentence the recap names was said in the teaching.
    const taught = norm(spoken(scene(text, "TEACH")));
    for (const part of named!.split(/(?<=[.?!])\s+/)) expect(taught, part).toContain(norm(part));
  });

  it("with a typed subject taught from our own text, names that text's example, not a bare transfer", () => {
    const text = draft("RI.3.3", 5, "volcanoes");
    const recap = spoken(scene(text, "RECAP"));
    expect(recap).toMatch(/In our text about volcanoes: |We asked: /);
    expect(recap).not.toMatch(/what you know about volcanoes/);
  });
});

describe("a second check outranks the optional extras (ADR 0079, 0089)", () => {
  const line = (text: string) => ({ type: "line" as const, speaker: "A", text });
  const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? "word." : "word")).join(" ");
  const block = (over: Partial<Block> & Pick<Block, "scene" | "beats">): Block => ({
    sceneIndex: 0,
    order: 0,
    priority: 0,
    required: true,
    ...over,
  });

  it("comes back in place of optional blocks added after it was dropped", () => {
    // Required blocks overrun (the second check goes), then optional extras fill the time it left.
    const teach = block({ scene: "teach", beats: [line(words(230))] });
    const first = block({ scene: "check", order: 1, cardIndex: 0, beats: [line(`${words(20)}?`)] });
    const second = block({
      scene: "check",
      order: 2,
      cardIndex: 0,
      dropOrder: DROP.secondCheck,
      beats: [line(`${words(20)}?`)],
    });
    const extras = [4, 5].map((priority) =>
      block({ scene: "teach", order: 3 + priority, required: false, priority, beats: [line(words(12))] }),
    );
    const chosen = fitToTime([teach, first, second, ...extras], 120, "3");
    expect(chosen).toContain(second);
  });
});
