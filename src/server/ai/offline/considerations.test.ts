import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { describe, expect, it } from "vitest";
import { checkScript } from "@shared/script/check-script";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { formatDuration } from "@shared/script-format";
import { parseContract, sceneSeconds, type ContractScene } from "@shared/script/contract";
import { readConsiderations, scenesMentioning, scenesWithSupport, SUPPORT_LABEL } from "@shared/script/considerations";
import { hasStandard } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import {
  frameFromAnswer,
  frameKind,
  inTaskTimeWords,
  scenesAskingByEar,
  sentenceFrameFor,
  type FrameKind,
} from "./considerations";
import { draftScript, homeTheFrame, type DraftInput } from "./draft-script";
import { missingKeyMoves } from "./key-moves";

const base = (over: Partial<DraftInput>): DraftInput => ({
  topic: "Asking Questions",
  grade: "1",
  targetMinutes: 3,
  standards: [{ code: "RL.1.1", description: "" }],
  characters: [starterCast[0]!, starterCast[2]!],
  concept: { title: "Question Quest", description: "" },
  seed: 1,
  ...over,
});
const notes = (text: string) => parseContract(text).notes;

describe("considerations in the offline engine", () => {
  // The writer's own words from a blind reading: the old engine gave a tomato item, no frame and a false "Applied".
  const asked = "Include a sentence frame for English learners. Avoid food examples.";
  it.each([1, 2, 3, 4])("keeps food out, adds the frame and claims only what the script shows (seed %i)", (seed) => {
    for (const code of ["RL.1.1", "L.2.1.b", "RF.1.3.a", "W.1.1", "L.K.5.a"]) {
      const { text, contract } = draftScript(
        base({ seed, standards: [{ code, description: "" }], contentConsiderations: asked }),
      );
      const food = readConsiderations(asked).avoid[0]!;
      const mentioned = scenesMentioning(contract.scenes, food);
      const n = notes(text);
      // A frame where one fits the lesson's answers: none for L.2.1.b's plurals or RF.1.3.a's digraphs, nor for
      // L.K.5.a once its food items (the sorting task) are left out; and the NOTE says which.
      const fits = /ON SCREEN: Sentence frame: /.test(text);
      expect(fits, code).toBe(code !== "L.2.1.b" && code !== "RF.1.3.a" && code !== "L.K.5.a");
      expect(n.some((x) => /^Applied: a sentence frame for answering \(scene \d\)\.$/.test(x))).toBe(fits);
      expect(
        n.some((x) =>
          x.startsWith("Could not apply: a sentence frame for answering, because the engine found no frame"),
        ),
      ).toBe(!fits);
      const honest = mentioned.length === 0 ? "Applied: no food or eating" : "Could not apply: no food or eating";
      expect(n.some((x) => x.startsWith(honest))).toBe(true);
      expect(text).not.toMatch(/¡Hola/);
      const findings = checkScript(text, {
        selectedCodes: [code],
        grade: contract.grade,
        isOfficialCode: hasStandard,
        considerations: asked,
      }).findings.filter((f) => f.kind === "consideration");
      // The check still flags what the writer asked for and did not get: food left in, or no frame.
      expect(findings.length > 0).toBe(mentioned.length > 0 || !fits);
    }
  });

  it("puts a sentence frame where something is asked after it, never alone in a scene with no task", () => {
    for (const [code, grade] of [
      ["W.4.1", "4"],
      ["W.2.1", "2"],
      ["RL.3.3", "3"],
      ["RI.5.2", "5"],
    ] as const)
      for (const [seed, targetMinutes] of [
        [31, 3],
        [7, 2],
      ]) {
        const { text } = draftScript(
          base({
            topic: "Recycling at school",
            characters: [starterCast[3]!, starterCast[2]!],
            grade,
            targetMinutes,
            seed,
            standards: [{ code, description: "" }],
            contentConsiderations: "Include a sentence frame for English learners. Avoid food examples.",
          }),
        );
        for (const scene of parseContract(text).scenes) {
          const at = scene.beats.findIndex((b) => b.type === "onScreen" && b.text.startsWith("Sentence frame:"));
          if (at < 0) continue;
          expect(
            scene.beats.slice(at).some((b) => b.type === "pause"),
            `${code} seed ${seed}`,
          ).toBe(true);
        }
      }
  });

  it("moves a frame left alone in a practice with no task to the start of the quiz", () => {
    const scenes: ContractScene[] = [
      {
        kind: "practice",
        title: "PRACTICE",
        code: null,
        durationSec: 7,
        beats: [
          { type: "onScreen", text: "Sentence frame: In my opinion, ___ because ___." },
          {
            type: "line",
            speaker: "RHYMO",
            text: "When you answer, you can use this sentence frame: In my opinion, blank because blank.",
          },
        ],
      },
      {
        kind: "check",
        title: "CHECK FOR UNDERSTANDING",
        code: null,
        durationSec: 20,
        beats: [
          { type: "visual", text: "Title card: the final round." },
          { type: "line", speaker: "RHYMO", text: "Which sentence could open an opinion piece?" },
          { type: "pause", seconds: 6, text: "viewers answer out loud" },
        ],
      },
    ];
    homeTheFrame(scenes);
    expect(scenes.map((s) => s.kind)).toEqual(["check"]);
    expect(scenes[0]!.beats.map((b) => b.type)).toEqual(["visual", "onScreen", "line", "line", "pause"]);
  });

  it("says it could not apply what it cannot do, and why", () => {
    const { text } = draftScript(base({ contentConsiderations: "Include a song." }));
    expect(notes(text)).toContain(
      "Could not apply: a song, because the offline draft does not write songs or lyrics; add one before recording.",
    );
  });

  it("adds a movement break, partner talk, a vocabulary preview and longer wait time where they belong", () => {
    const { text, contract } = draftScript(
      base({
        targetMinutes: 5,
        contentConsiderations: "Add a movement break, partner talk and a vocabulary preview. Give more wait time.",
      }),
    );
    const kinds = (re: RegExp) =>
      contract.scenes.filter((s) => s.beats.some((b) => "text" in b && re.test(b.text))).map((s) => s.kind);
    expect(kinds(/Movement break!/)).toEqual(["practice"]);
    expect(kinds(/^Turn and talk!/)).toEqual(["practice"]);
    expect(kinds(/^Words to know: /)).toEqual(["hook"]);
    const pauses = contract.scenes
      .filter((s) => s.kind === "practice" || s.kind === "check")
      .flatMap((s) => s.beats.flatMap((b) => (b.type === "pause" ? [b.seconds] : [])));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(6);
    expect(notes(text).filter((x) => x.startsWith("Applied:"))).toHaveLength(4);
  });

  it("caps the target at a length the writer asked for", () => {
    const { contract } = draftScript(base({ targetMinutes: 5, contentConsiderations: "Keep it under 3 minutes." }));
    expect(contract.targetSec).toBe(180);
  });

  it(
    "says a length cap is applied only when the script runs at or under it, on every card",
    () => {
      const cards = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
      expect(cards).toHaveLength(486);
      const untrue: string[] = [];
      let kept = 0;
      for (const code of cards) {
        const grade = code.split(".")[1] as Grade;
        const { contract } = draftScript(
          base({
            grade,
            targetMinutes: 5,
            standards: [{ code, description: "" }],
            contentConsiderations: "Keep it under 3 minutes.",
          }),
        );
        const runSec = contract.scenes.reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
        const note = contract.notes.find((n) => /a length of at most 3 minutes/.test(n)) ?? "";
        if (runSec <= 180) kept += 1;
        if (note.startsWith("Applied:") !== runSec <= 180)
          untrue.push(`${code}: ${formatDuration(Math.round(runSec))} — ${note}`);
        // Never the contradicting advice to choose a longer target.
        if (contract.notes.some((n) => /Choose a (?:target of|longer target)/.test(n)))
          untrue.push(`${code}: asks for a longer target`);
      }
      expect(untrue).toEqual([]);
      // The cap is honoured, not only reported: about three cards in four fit three minutes alone (74 % when this was
      // written; the rest hold more than one worked example, practice item and check can say in three minutes).
      expect(kept / cards.length).toBeGreaterThan(0.7);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("keeps a cap by leaving out the supporting standard, and says so, before the primary's key items", () => {
    // W.4.2 alone needs about four minutes with its passage (lesson-lengths.json): a five-minute cap leaves no room
    // for W.4.2.c beside it.
    const asked = "Avoid storms and shipwrecks. Include a turn-and-talk. Keep it under 5 minutes.";
    const { contract, text } = draftScript(
      base({
        grade: "4",
        targetMinutes: 6,
        standards: [
          { code: "W.4.2", description: "" },
          { code: "W.4.2.c", description: "" },
        ],
        contentConsiderations: asked,
      }),
    );
    const runSec = contract.scenes.reduce((n, sc) => n + sceneSeconds(sc, "4"), 0);
    expect(runSec).toBeLessThanOrEqual(300);
    expect(contract.standards.map((s) => s.code)).toEqual(["W.4.2"]);
    expect(contract.notes).toContain(
      "Not taught, to keep within the 5 minutes the considerations allow: W.4.2.c. Make another video for it.",
    );
    expect(contract.notes.some((n) => n.startsWith("Applied: a length of at most 5 minutes"))).toBe(true);
    expect(missingKeyMoves(getTeachingCard("W.4.2")!, text)).toEqual([]);
  });

  it("gives every card a sentence frame that fits the kind of task its standard asks for", () => {
    const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
    // An opinion's frame (a view and a reason) fits only where the child gives a view: an opinion piece (W.x.1), a
    // discussion (SL.x.1), a complete sentence with a reason (SL.3.6), or a reading answer backed by the text.
    const OPINION = /^(?:I think|I like|In my opinion|I agree)\b/;
    const opinionTask = (code: string) => /^W\.[K1-5]\.1(?:\.|$)|^SL\.[K1-5]\.1(?:\.|$)|^SL\.3\.6$/.test(code);
    // What each kind of task says, in the frame's own words.
    const FITS: Record<FrameKind, RegExp> = {
      opinion: OPINION,
      // A story in order, its opening, its dialogue, its details or its ending (W.x.3 and its parts).
      narrative: /\b(?:First|Next|Then|After that|One day|In the end|At the end|said|I saw|I heard)\b/,
      // A topic and a fact about it, or facts grouped by what they are about (W.x.2).
      informative:
        /^___ is (?:a )?___\. (?:It has|One important fact is) ___\.$|go together because they are both about/,
      // A reading answer stands on the text: its words, pictures, parts, people, events or ideas.
      reading:
        /\b(?:text|texts|book|story|stories|author|illustrator|narrator|picture|words?|clue|theme|main (?:idea|topic)|detail|beginning|part|felt|happened|is)\b/,
      writing: /./,
      speaking: /./,
      language: /./,
      foundational: /./,
    };
    const wrong: string[] = [];
    for (const code of codes) {
      const card = getTeachingCard(code)!;
      const young = /^[A-Z]+\.[K12]\./.test(code);
      const frame = sentenceFrameFor(card, young);
      const kind = frameKind(code);
      if (frame === null) {
        // Only a language or foundational-skills lesson goes without: its answer can be a word or a fixed sentence.
        if (kind !== "language" && kind !== "foundational") wrong.push(`${code}: no frame`);
        continue;
      }
      const blanks = (frame.match(/___/g) ?? []).length;
      if (/^The answer is\b/.test(frame) || blanks < 1 || blanks > 3 || !/[.?]$/.test(frame))
        wrong.push(`${code}: ${frame}`);
      else if (!FITS[kind].test(frame)) wrong.push(`${code} (${kind}): ${frame}`);
      else if (OPINION.test(frame) && !opinionTask(code) && !/the text says/.test(frame))
        wrong.push(`${code} (an opinion frame on a ${kind} task): ${frame}`);
      // A frame for a narrative or an informative piece never asks for an opinion.
      else if ((kind === "narrative" || kind === "informative") && /\b(?:think|like|opinion|agree)\b/i.test(frame))
        wrong.push(`${code} (${kind}): ${frame}`);
    }
    expect(wrong).toEqual([]);
    // The reviewers' case: a narrative (W.2.3) is told in order, not argued.
    // Its frame uses the time words its key task names ("Use First and Then, …").
    expect(sentenceFrameFor(getTeachingCard("W.2.3"), true)).toBe("First, ___. Then, ___.");
    expect(sentenceFrameFor(getTeachingCard("W.1.3"), true)).toBe("First, ___. Then, ___.");
    expect(inTaskTimeWords("First, ___. Next, ___. At the end, ___.", "Tell it with First, Next and Last.")).toBe(
      "First, ___. Next, ___. Last, ___.",
    );
    // A task that names no time words keeps the narrative frame; a frame of another kind is never changed.
    expect(inTaskTimeWords("First, ___. Next, ___. At the end, ___.", "Write about a pet.")).toBe(
      "First, ___. Next, ___. At the end, ___.",
    );
    expect(inTaskTimeWords("I think ___ because ___.", "First and Then")).toBe("I think ___ because ___.");
    // A sorting lesson: the frame says why items go together. Fixing a verb: no frame fits a corrected sentence.
    expect(sentenceFrameFor(getTeachingCard("L.1.5.a"), true)).toBe(
      "___ and ___ go together because they are all ___.",
    );
    expect(sentenceFrameFor(getTeachingCard("L.3.1.f"), false)).toBeNull();
    // L.1.4.c: the base word, as the lesson says it.
    expect(sentenceFrameFor(getTeachingCard("L.1.4.c"), true)).toBe("The base word is ___.");
    expect(frameFromAnswer("The character felt sad because her kite was stuck.", new Set(["character"]))).toBe(
      "The character felt ___ because ___.",
    );
  });

  it(
    "shows each card's frame where its NOTE says, on every card",
    () => {
      const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
      const wrong: string[] = [];
      for (const code of codes) {
        const grade = code.split(".")[1] as Grade;
        const frame = sentenceFrameFor(getTeachingCard(code), /^[K12]$/.test(grade));
        const { text } = draftScript(
          base({
            topic: "Our class garden",
            grade,
            targetMinutes: 3,
            seed: 5,
            standards: [{ code, description: "" }],
            contentConsiderations: "Include a sentence frame for English learners.",
          }),
        );
        const { scenes, notes: n } = parseContract(text);
        const shown = scenes.flatMap((s, i) =>
          s.beats.some((b) => b.type === "onScreen" && b.text === `Sentence frame: ${frame}`) ? [i + 1] : [],
        );
        const applied = n.find((x) => x.startsWith("Applied: a sentence frame for answering"));
        if (frame === null) {
          if (applied || /Sentence frame:/.test(text)) wrong.push(`${code}: a frame with none to give`);
          continue;
        }
        // The frame is on screen once, and the NOTE names that scene and no other.
        if (shown.length !== 1) wrong.push(`${code}: frame shown in ${shown.length} scenes`);
        else if (applied !== `Applied: a sentence frame for answering (scene ${shown[0]}).`)
          wrong.push(`${code}: ${applied ?? "no Applied NOTE"} (shown in scene ${shown[0]})`);
      }
      expect(wrong).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  // Twenty considerations a teacher might type, on standards of every strand: every "Applied" NOTE is borne out by
  // the script, and a request the engine can keep is kept.
  it(
    "keeps what a teacher types, and claims only what the script shows",
    () => {
      const typed = [
        "Avoid food.",
        "No pets please.",
        "Include partner talk.",
        "Add a movement break.",
        "Give extra wait time.",
        "Preview the vocabulary first.",
        "Keep it under 3 minutes.",
        "Use a Spanish greeting.",
        "No holidays.",
        "Include a sentence frame for English learners.",
        "Add turn and talk and a brain break.",
        "Please slow down for my class.",
        "Don't mention Halloween or Christmas.",
        "Make it gentle, nothing scary.",
        "Add captions for deaf students.",
        "Say it with me for the key words.",
        "Avoid sports examples and include key words.",
        "Avoid food and use a Spanish greeting.",
        "Keep it under 3 minutes and avoid dogs.",
        "No pets, and add a movement break.",
      ];
      const wrong: string[] = [];
      for (const considerations of typed)
        for (const [code, grade] of [
          ["RL.2.3", "2"],
          ["W.2.3", "2"],
          ["RI.4.2", "4"],
          ["L.3.1.f", "3"],
          ["RF.K.2.b", "K"],
          ["SL.K.1", "K"],
        ] as const) {
          const cons = readConsiderations(considerations);
          const { text } = draftScript(
            base({
              topic: "Our class garden",
              grade,
              targetMinutes: 4,
              seed: 2,
              standards: [{ code, description: "" }],
              contentConsiderations: considerations,
            }),
          );
          const { scenes, notes: n } = parseContract(text);
          const at = `${considerations} ${code}`;
          // Nothing the writer asked for is read as a word to avoid: "and use a Spanish greeting" is an instruction.
          for (const r of cons.avoid)
            if (/\b(?:use|include|add|keep|give|make)\b/i.test(r.label)) wrong.push(`${at}: avoids ${r.label}`);
          for (const note of n.filter((x) => x.startsWith("Applied:"))) {
            const avoid = cons.avoid.find((r) => note.startsWith(`Applied: no ${r.label} `));
            if (avoid && scenesMentioning(scenes, avoid).length > 0) wrong.push(`${at}: ${note}`);
            const support = cons.include.find((k) => note.startsWith(`Applied: ${SUPPORT_LABEL[k]} (`));
            if (support) {
              const named = [...note.matchAll(/\d+/g)].map((m) => Number(m[0]));
              const where = scenesWithSupport(scenes, support);
              if (named.join() !== where.join()) wrong.push(`${at}: ${note} (shown in ${where.join()})`);
            }
            if (note.startsWith("Applied: every question") && scenesAskingByEar(scenes).length > 0)
              wrong.push(`${at}: ${note}`);
            if (note.startsWith("Applied: a Spanish greeting") && !/¡/.test(text)) wrong.push(`${at}: ${note}`);
          }
          // Every recognised request gets its NOTE: applied, or why not.
          const said = n.join(" ");
          for (const k of cons.include)
            if (!said.includes(SUPPORT_LABEL[k])) wrong.push(`${at}: no NOTE for ${SUPPORT_LABEL[k]}`);
          for (const r of cons.avoid) if (!said.includes(`no ${r.label}`)) wrong.push(`${at}: no NOTE for ${r.label}`);
          if (cons.maxMinutes !== null && !said.includes(`at most ${cons.maxMinutes} minutes`))
            wrong.push(`${at}: no NOTE for the length`);
          // Captions are kept on every lesson but one on hearing sounds, whose sounds are the skill.
          if (cons.captions && !code.startsWith("RF.K.2") && scenesAskingByEar(scenes).length > 0)
            wrong.push(`${at}: a question asked by ear only`);
        }
      expect(wrong).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("says honestly that no sentence frame fits a lesson whose practice fixes a verb", () => {
    const { text } = draftScript(
      base({
        topic: "Making subjects and verbs match in weather reports",
        grade: "3",
        targetMinutes: 2,
        standards: [{ code: "L.3.1.f", description: "" }],
        contentConsiderations: "Include a sentence frame.",
        seed: 7,
      }),
    );
    expect(text).not.toMatch(/Sentence frame:|sentence frame: The subject is/);
    expect(notes(text)).toContain(
      "Could not apply: a sentence frame for answering, because the engine found no frame in this lesson's own answers (it builds one only from a model sentence that states the skill or a reason); write one before recording if your students need it.",
    );
  });

  it("leaves out a named story or word the writer asked to avoid", () => {
    const { text } = draftScript(base({ contentConsiderations: "Do not use snails." }));
    const said = parseContract(text).scenes.flatMap((s) => s.beats.map((b) => ("text" in b ? b.text : "")));
    const hits = said.filter((t) => /\bsnails?\b/i.test(t));
    expect(hits.length === 0 || notes(text).some((x) => x.startsWith('Could not apply: no "snails"'))).toBe(true);
  });

  it("keeps every animal out when asked for no animals, and says so only when it is true", () => {
    const asked = "Use examples from sports. Include a movement break. No animals.";
    for (const seed of [1, 2, 3]) {
      const { text, contract } = draftScript(
        base({ seed, grade: "3", standards: [{ code: "L.3.5.a", description: "" }], contentConsiderations: asked }),
      );
      const animals = readConsiderations(asked).avoid[0]!;
      const mentioned = scenesMentioning(contract.scenes, animals);
      expect(
        notes(text).some((x) => x.startsWith(mentioned.length ? "Could not apply: no animals" : "Applied: no animals")),
      ).toBe(true);
      expect(text).not.toMatch(/horses/);
    }
  });
});
