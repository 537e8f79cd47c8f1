import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { seededRandom } from "./random";
import { buildVoices, coupletOn, COUPLETS, strengthFit } from "./voice";
import { READ_ALOUD, revoice, shareTeaching, turnLimitSec } from "./turns";
import type { ContractScene } from "@shared/script/contract";

const cast = (...names: string[]) => names.map((n) => starterCast.find((c) => c.name === n)!);
const draft = (code: string, grade: "K" | "5", names: string[], seed: number) =>
  draftScript({
    topic: "Words",
    standards: [{ code, description: "" }],
    characters: cast(...names),
    concept: { title: "Word Quest", description: "" },
    grade,
    targetMinutes: 5,
    seed,
  }).text;

describe("presenters' voices", () => {
  it("gives no presenter a shared stock tic, and styles follow the first-named trait", () => {
    const voices = buildVoices(
      cast("Penny Page", "Professor Quill", "Rhymo", "Captain Story", "Maya Wordsmith"),
      seededRandom(1),
    );
    const all = voices.flatMap((v) => v.interjections);
    expect(all).not.toContain("Ha!");
    expect(all).not.toContain("Ooh, this is fun!");
    expect(new Set(all).size).toBe(all.length);
    expect(voices.find((v) => v.name === "Rhymo")!.rhymer).toBe(true);
    expect(voices.find((v) => v.name === "Professor Quill")!.rhymer).toBe(false);
  });

  it("lets the presenter whose strength fits the standard lead its teaching", () => {
    const [rhymo, maya] = buildVoices(cast("Rhymo", "Maya Wordsmith"), seededRandom(1));
    expect(strengthFit(rhymo!, "RF.K.2.a")).toBeGreaterThan(strengthFit(maya!, "RF.K.2.a"));
    for (const seed of [1, 2, 3]) {
      const teach = parseContract(draft("RF.K.2.a", "K", ["Maya Wordsmith", "Rhymo"], seed)).scenes.find(
        (s) => s.kind === "teach",
      )!;
      const first = teach.beats.find((b) => b.type === "line");
      expect(first?.type === "line" && first.speaker.toLowerCase()).toBe("rhymo");
    }
  });

  it("has a rhymer say a couplet in the hook and the recap, and a catchphrase at most twice", () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = draft("RF.K.2.a", "K", ["Rhymo", "Penny Page"], seed);
      const scenes = parseContract(text).scenes;
      const said = (kind: string) =>
        scenes
          .filter((s) => s.kind === kind)
          .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
      // A stock couplet, or one that rhymes on the lesson's word (voice.ts `coupletOn`).
      expect(
        said("hook").some(
          (l) =>
            (COUPLETS.hook as readonly string[]).includes(l) ||
            [0, 1, 2, 3, 4].some((k) => l === coupletOn("rhyme", k)),
        ),
      ).toBe(true);
      expect(said("recap").some((l) => (COUPLETS.recap as readonly string[]).includes(l))).toBe(true);
      for (const phrase of ["Beep-bop, rhyme won't stop!", "Let's turn the page!"])
        expect(text.split(phrase).length - 1).toBeLessThanOrEqual(2);
    }
  });

  it("keeps every stretch by one presenter within 60 s (K–2) or 90 s (3–5), read-alouds aside", () => {
    for (const [code, grade, names] of [
      ["RL.K.3", "K", ["Penny Page", "Captain Story"]],
      ["L.5.5.a", "5", ["Rhymo", "Maya Wordsmith", "Professor Quill"]],
      ["RI.5.2", "5", ["Professor Quill", "Penny Page", "Captain Story"]],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const c = parseContract(draft(code, grade, [...names], seed));
        let who = "";
        let words = 0;
        let reading = false;
        for (const s of c.scenes)
          for (const b of s.beats) {
            if (b.type === "visual" && READ_ALOUD.test(b.text)) {
              reading = true;
              who = "";
              words = 0;
              continue;
            }
            if (b.type !== "line") {
              if (b.type === "visual" || b.type === "onScreen") reading = false;
              continue;
            }
            if (reading) continue;
            if (b.speaker !== who) [who, words] = [b.speaker, 0];
            words += b.text.split(/\s+/).length;
            expect((words / (grade === "K" ? 120 : 135)) * 60, `${code} ${seed} ${who}`).toBeLessThanOrEqual(
              turnLimitSec(grade) + 1,
            );
          }
      }
  });

  // A two-presenter script where one presenter spoke in the hook and never again was found by a K–5 specialist.
  it("gives every presenter a part in every teaching scene, two to four presenters", () => {
    const idle: string[] = [];
    for (const [code, grade, names] of [
      ["RF.K.2.a", "K", ["Rhymo", "Penny Page"]],
      ["RL.1.1", "K", ["Captain Story", "Maya Wordsmith"]],
      ["W.1.1", "K", ["Maya Wordsmith", "Penny Page"]],
      ["RI.5.3", "5", ["Captain Story", "Professor Quill", "Penny Page"]],
      ["L.5.5.a", "5", ["Professor Quill", "Rhymo", "Maya Wordsmith", "Captain Story"]],
    ] as const)
      for (const seed of [1, 2, 3]) {
        for (const s of parseContract(draft(code, grade, [...names], seed)).scenes) {
          if (!["teach", "practice", "check"].includes(s.kind)) continue;
          for (const n of names)
            if (!s.beats.some((b) => b.type === "line" && b.speaker.toLowerCase() === n.toLowerCase()))
              idle.push(`${code} seed ${seed} ${s.title}: ${n}`);
        }
      }
    expect(idle).toEqual([]);
  });

  it("hands over feedback in the new presenter's own words, and keeps a catchphrase with its owner", () => {
    const [rhymo, quill] = buildVoices(cast("Rhymo", "Professor Quill"), seededRandom(1));
    const scene: ContractScene = {
      kind: "practice",
      title: "PRACTICE",
      code: null,
      durationSec: 30,
      beats: [
        {
          type: "line",
          speaker: rhymo!.name,
          text: `Welcome to practice time! ${rhymo!.turn[0]} Say a word that rhymes with hat.`,
        },
        { type: "pause", seconds: 4, text: "viewers try it" },
        { type: "line", speaker: rhymo!.name, text: `Did you get it? Cat! ${rhymo!.praise[1]}` },
      ],
    };
    expect(shareTeaching([scene], [rhymo!, quill!])).toBe(1);
    expect(scene.beats[2]).toEqual({
      type: "line",
      speaker: quill!.name,
      text: `Did you get it? Cat! ${quill!.praise[1]}`,
    });
    expect(revoice(`${rhymo!.catchphrase} Great rhyming!`, rhymo!, quill!)).toBeNull();
    expect(revoice(`${rhymo!.interjections[0]} Here's the answer: cat.`, rhymo!, quill!)).toBe(
      "Here's the answer: cat.",
    );
  });

  it("splits the frame's greeting from a short scene's only line so the second presenter asks", () => {
    const [rhymo, quill] = buildVoices(cast("Rhymo", "Professor Quill"), seededRandom(1));
    const scene: ContractScene = {
      kind: "check",
      title: "CHECK FOR UNDERSTANDING",
      code: null,
      durationSec: 20,
      beats: [
        { type: "line", speaker: rhymo!.name, text: "Time for the check-in. Question 1: What rhymes with cap?" },
        { type: "pause", seconds: 4, text: "viewers answer out loud" },
      ],
    };
    expect(shareTeaching([scene], [rhymo!, quill!])).toBe(1);
    expect(scene.beats.slice(0, 2)).toEqual([
      { type: "line", speaker: rhymo!.name, text: "Time for the check-in." },
      { type: "line", speaker: quill!.name, text: "Question 1: What rhymes with cap?" },
    ]);
  });

  it("gives an idle presenter praise only after an answer to something asked, never after a model of an open task", () => {
    const [rhymo, quill, penny] = buildVoices(cast("Rhymo", "Professor Quill", "Penny Page"), seededRandom(1));
    const scene = (asked: string, reveal: string): ContractScene => ({
      kind: "check",
      title: "CHECK FOR UNDERSTANDING",
      code: null,
      durationSec: 30,
      beats: [
        { type: "line", speaker: rhymo!.name, text: asked },
        { type: "pause", seconds: 7, text: "viewers answer out loud" },
        { type: "line", speaker: quill!.name, text: reveal },
      ],
    });
    const praised = (s: ContractScene) =>
      s.beats.some((b) => b.type === "line" && [rhymo!, quill!, penny!].some((v) => v.praise.includes(b.text)));
    const closed = scene("Question 1: Who spotted the kite?", "The answer is Rosa.");
    shareTeaching([closed], [rhymo!, quill!, penny!]);
    expect(praised(closed)).toBe(true);
    const open = scene(
      "Question 1: What is the central message of our reading? Which words show it?",
      "Here's one way to say it: Friends help each other.",
    );
    shareTeaching([open], [rhymo!, quill!, penny!]);
    expect(praised(open)).toBe(false);
    const unasked = scene("Listen to this line from our reading.", "The answer is Rosa.");
    shareTeaching([unasked], [rhymo!, quill!, penny!]);
    expect(praised(unasked)).toBe(false);
  });
});
