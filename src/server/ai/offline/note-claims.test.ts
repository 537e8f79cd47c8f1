import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import type { ContractScene } from "@shared/script/contract";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import {
  FACT_CHECK,
  factWords,
  noteApplies,
  pronouncedWords,
  settingsShown,
  topicPlaces,
  trueToScript,
} from "./note-claims";

const scene = (...lines: string[]): ContractScene[] => [
  {
    kind: "teach",
    title: "",
    code: null,
    durationSec: 5,
    beats: lines.map((text) => ({ type: "line" as const, speaker: "A", text })),
  },
];

describe("the topic NOTE and glosses, true of the final scenes", () => {
  const at = (kind: ContractScene["kind"], ...lines: string[]): ContractScene => ({
    kind,
    title: "",
    code: null,
    durationSec: 5,
    beats: lines.map((text) => ({ type: "line" as const, speaker: "A", text })),
  });
  const topic = "Cracking long words like thermometer";
  const claim =
    "The examples come from the teaching card for RF.5.3.a, not from the topic; the presenters name the topic in the hook, before the teaching and in the recap.";

  it("names only the places the scenes say the topic", () => {
    const hookOnly = [
      at("hook", `Today's topic is "${topic}."`),
      at("teach", "Long words have parts."),
      at("recap", "Bye!"),
    ];
    expect(topicPlaces(topic, hookOnly)).toEqual(["hook"]);
    expect(trueToScript(claim, hookOnly, topic)).toBe(
      "The examples come from the teaching card for RF.5.3.a, not from the topic; the presenters name the topic only in the hook.",
    );
    const all = [
      at("hook", `Today's topic is "${topic}."`),
      at("teach", `We'll practice on a few examples first, and then you can use it on our topic, "${topic}."`),
      at("recap", `Now try it on our topic, "${topic}."`),
    ];
    expect(trueToScript(claim, all, topic)).toBe(claim);
    // Said nowhere: the claim goes, and the rest of the NOTE stays.
    expect(trueToScript(claim, [at("teach", "Long words have parts.")], topic)).toBe(
      "The examples come from the teaching card for RF.5.3.a, not from the topic.",
    );
  });

  it("keeps only the glossed roots the lesson says, not those inside the topic's words", () => {
    const note = "Roots used in the checks: therm = heat, meter = measure, hydro = water, leg = read (as in legible).";
    const scenes = [at("hook", `Today's topic is "${topic}."`), at("check", "Question 1: What does legible mean?")];
    expect(trueToScript(note, scenes, topic)).toBe("Roots used in the checks: leg = read (as in legible).");
    expect(trueToScript(note, [at("hook", `Today's topic is "${topic}."`)], topic)).toBeNull();
  });

  it("claims the topic only where the drafted script says it, for short and long videos", () => {
    const cast = ["Professor Quill", "Rhymo"].map((n) => starterCast.find((c) => c.name === n)!);
    for (const [code, grade, minutes, t] of [
      ["RF.5.3.a", "5", 2, topic],
      ["SL.1.4", "1", 5, "Describing a trip to the car wash"],
      ["L.1.5.a", "1", 3, "Sorting beach finds into groups"],
    ] as const) {
      const { contract } = draftScript({
        topic: t,
        grade,
        targetMinutes: minutes,
        standards: [{ code, description: "" }],
        characters: cast,
        concept: { title: "A Lesson", description: "" },
        seed: 7,
      });
      const note = contract.notes.find((n) => n.startsWith("The examples come from the teaching card"));
      expect(note, code).toBeDefined();
      const where = topicPlaces(t, contract.scenes);
      expect(/before the teaching/.test(note!), code).toBe(where.includes("bridge"));
      expect(/in the recap/.test(note!), code).toBe(where.includes("recap"));
      expect(
        contract.notes.some((n) => /\btherm = /.test(n)),
        code,
      ).toBe(false);
    }
  });
});

describe("NOTEs true of the final script (note-claims.ts)", () => {
  it("names only the settings the script shows in a note about showing them", () => {
    const note = "When showing the Greek, Russian and Chinese settings, use respectful, researched clothing and homes.";
    const scenes = (text: string): ContractScene[] =>
      [{ kind: "check", beats: [{ type: "line", speaker: "A", text }] }] as unknown as ContractScene[];
    expect(
      settingsShown(note, scenes("In a tale from China, a child brings back an empty pot. Mrs. Green smiles.")),
    ).toBe("When showing the Chinese setting, use respectful, researched clothing and homes.");
    expect(settingsShown(note, scenes("An old Greek fable. A folktale from Russia."))).toBe(
      "When showing the Greek and Russian settings, use respectful, researched clothing and homes.",
    );
    expect(settingsShown(note, scenes("Leo feeds Biscuit hay."))).toBeNull();
    expect(settingsShown("Say anemone as uh-NEM-uh-nee.", scenes("anemone"))).toBe("Say anemone as uh-NEM-uh-nee.");
  });

  it("reads the words a note tells the presenter how to say, in the cards' phrasings", () => {
    expect(pronouncedWords("Say anemone as uh-NEM-uh-nee.")).toEqual(["anemone"]);
    expect(pronouncedWords("Pronunciation: Marisol is mah-ree-SOLE; Tomás is toh-MAHS.")).toEqual(["Marisol", "Tomás"]);
    expect(pronouncedWords("Pronounce Ines (in the prose practice) as ee-NESS.")).toEqual(["Ines"]);
    expect(pronouncedWords("Pronunciation: Aoife is said EE-fuh.")).toEqual(["Aoife"]);
    expect(pronouncedWords("Pronunciation: tardigrade (TAR-dih-grade).")).toEqual(["tardigrade"]);
    // An example of a stress mark is not a word to say.
    expect(pronouncedWords("Stress marks in capitals (pho-TOG-ra-pher) are for the presenter.")).toEqual([]);
  });

  it("drops a pronunciation for a word nobody says, however many card items use it", () => {
    const card = getTeachingCard("RI.1.3")!;
    const note = "Say anemone as uh-NEM-uh-nee.";
    expect(noteApplies(note, card, scene("A beaver is a builder."))).toBe(false);
    expect(trueToScript(note, scene("A beaver is a builder."))).toBeNull();
    expect(trueToScript(note, scene("The anemone has stinging arms."))).toBe(note);
  });

  it("keeps only the names said, and the rest of a note about care", () => {
    expect(trueToScript("Pronunciation: Marisol is mah-ree-SOLE; Tomás is toh-MAHS.", scene("Tomás ran."))).toBe(
      "Pronunciation: Tomás is toh-MAHS.",
    );
    const holle =
      "Show the well in Mother Holle as a magical doorway, not something children could copy. Pronunciation: Holle is HOLL-uh.";
    expect(trueToScript(holle, scene("The sparrow sang."))).toBe(
      "Show the well in Mother Holle as a magical doorway, not something children could copy.",
    );
  });

  it(
    "never tells the presenter how to say a word the script does not say, on any card",
    () => {
      const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
      expect(codes).toHaveLength(486);
      const untrue: string[] = [];
      for (const code of codes) {
        const grade = code.split(".")[1] as Grade;
        const { contract } = draftScript({
          topic: "Our lesson",
          grade,
          targetMinutes: 3,
          seed: 1,
          standards: [{ code, description: "" }],
          characters: [starterCast[0]!, starterCast[1]!],
          concept: { title: "Word Quest", description: "" },
        });
        const spoken = contract.scenes
          .flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
          .join(" ")
          .toLowerCase();
        for (const note of contract.notes)
          for (const w of pronouncedWords(note))
            if (!spoken.includes(w.toLowerCase())) untrue.push(`${code}: "${note}" but ${w} is never said`);
      }
      expect(untrue).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  // A note checking the facts of a card's passage or item goes with the script that reads it (the Yellowstone talk
  // that only closes with "From color-changing coats to furry paws…" carried an Arctic fox fact check).
  it(
    "keeps a fact-check NOTE only in a script that reads the item stating those facts, on every card that has one",
    () => {
      const codes = (ccss.standards as { code: string }[])
        .map((s) => s.code)
        .filter((c) => (getTeachingCard(c)?.notes ?? []).some((n) => FACT_CHECK.test(n)));
      expect(codes.length).toBeGreaterThan(5);
      let kept = 0;
      let dropped = 0;
      for (const code of codes) {
        const card = getTeachingCard(code)!;
        const note = card.notes!.find((n) => FACT_CHECK.test(n))!;
        const facts = factWords(note);
        // The items that state the facts: those sharing most of the note's words, found by their opening words (an
        // example by its think-aloud, which the presenters say as written).
        const items = [
          ...card.examples.map((e) => ({ all: `${e.show} ${e.thinkAloud} ${e.answer}`, opening: e.thinkAloud })),
          ...card.practice.map((p) => ({ all: `${p.prompt} ${p.answer}`, opening: p.prompt })),
          ...card.checks.map((c) => ({
            all: `${c.question} ${c.answer} ${(c.choices ?? []).join(" ")}`,
            opening: c.question,
          })),
          ...(card.mentorText ? [{ all: card.mentorText.text, opening: card.mentorText.text }] : []),
        ];
        const shared = items.map((it) => facts.filter((w) => new RegExp(`\\b${w}`).test(it.all.toLowerCase())).length);
        const stating = items.filter((_, i) => shared[i] === Math.max(...shared));
        const grade = code.split(".")[1] as Grade;
        for (const targetMinutes of [1, 2, 3, 5])
          for (const seed of [1, 7, 20]) {
            const { contract } = draftScript({
              topic: "Yellowstone National Park",
              grade,
              targetMinutes,
              seed,
              standards: [{ code, description: "" }],
              characters: [starterCast[0]!, starterCast[4]!],
              concept: { title: "Cooking Up", description: "A silly cooking show." },
            });
            const said = contract.scenes
              .flatMap((sc) => sc.beats.map((b) => ("text" in b ? b.text : "")))
              .join(" ")
              .replace(/\s+/g, " ")
              .toLowerCase();
            const reads = stating.some((it) =>
              said.includes(it.opening.toLowerCase().replace(/\s+/g, " ").slice(0, 30)),
            );
            const has = contract.notes.some((n) => FACT_CHECK.test(n));
            expect(has, `${code} ${targetMinutes} min seed ${seed}`).toBe(reads);
            if (has) kept++;
            else dropped++;
          }
      }
      // Both ways are exercised: scripts that read the facts keep the note, and ones that do not lose it.
      expect(kept).toBeGreaterThan(0);
      expect(dropped).toBeGreaterThan(0);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
