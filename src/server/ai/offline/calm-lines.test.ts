import { describe, expect, it } from "vitest";
import { conceptFormatSchema, type Concept } from "@shared/schemas/standard";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { draftConcepts, isSeriousTopic } from "./draft-concepts";
import { draftScript } from "./draft-script";
import { calmFrame, frameFor } from "./frame";
import { SERIOUS_TOPICS } from "./serious-topics.fixture";

/**
 * A serious subject is said in a calm voice from the first line to the last (docs/decisions/0085-concept-fits-its-subject.md,
 * docs/product/staging.md): the frame's calm register, no jokes, no party words, no "breaking news". An ordinary
 * topic keeps the frame's lively lines.
 */
const STANDARDS = ["RI.3.1", "RL.2.3", "RF.1.2.a", "W.4.1", "L.3.1.a", "SL.2.1", "RI.K.3", "RL.5.2", "RI.5.3"];
/** A cast of lively presenters: an upbeat one, a rhymer, a silly adventurer (voice.ts styles). */
const CAST = [
  { name: "Penny Page", label: "", personality: "Energetic and bubbly" },
  { name: "Rhymo", label: "", personality: "Loves rhymes and rhythm" },
  { name: "Captain Story", label: "", personality: "Bold, silly and creative" },
];

/** Words and phrases of play and celebration that a script about a serious subject never says. */
const LIGHT =
  /\b(?:breaking news|learning time|gift[- ]shop|comes? to life|delicious|confetti|applause|part(?:y|ies)|let's play|blast off|game over|game on|everybody wins|what a (?:show|score|walk)|have fun|hooray|yay|woo-?hoo|awesome|sparkles?|treasure|taste test|lightning round|contestants?|buzzers?|look at you|take a bow|silly|smiling star|trophy|wiggle|gold star|bursts? into bloom|chefs?|aprons?|goofy|wacky|giggle|ta-da|high five|superstar|clap along|brought the beat|nailed it|silliest|plot twist|let's go!|crack this case|curtain up|we're live|a-one|one of my favorites|can't wait to show|something special)\b/i;

const scriptText = (topic: string, code: string, concept: Concept, seed: number, size: number) =>
  draftScript({
    topic,
    standards: [{ code, description: "" }],
    characters: CAST.slice(0, size),
    concept,
    seed,
  })
    .contract.scenes.flatMap((s) => s.beats)
    .map((b) => b.text ?? "")
    .join("\n");

describe("a serious subject's script says only calm lines (frame.ts `calmFrame`)", () => {
  it("every topic in the list is a serious one", () => {
    expect(SERIOUS_TOPICS.filter((t) => !isSeriousTopic(t))).toEqual([]);
  });

  it(
    "has no light word in the hook, the teaching, the practice, the check, the recap or the close, for the offered concepts and every frame",
    () => {
      const problems: string[] = [];
      SERIOUS_TOPICS.forEach((topic, t) => {
        const codes = [STANDARDS[t % STANDARDS.length]!, STANDARDS[(t + 4) % STANDARDS.length]!];
        codes.forEach((code, k) => {
          const offered = draftConcepts({ topic, standards: [{ code, description: "" }], characters: CAST }, t);
          // The offered (calm) concepts, and a concept of another frame a writer may have chosen or typed.
          const other = conceptFormatSchema.options[(t * 2 + k) % conceptFormatSchema.options.length]!;
          const concepts: Concept[] = [...offered, { title: "Our Lesson", description: "", format: other }];
          concepts.forEach((concept, c) => {
            {
              const concept2 = concept;
              const text = scriptText(topic, code, concept2, t * 7 + k * 3 + c, 1 + ((t + c) % 3));
              const hit = text.match(LIGHT);
              if (hit) {
                const line = text.split("\n").find((l) => LIGHT.test(l));
                problems.push(`${topic} × ${code} (${concept.format ?? concept.title}): "${hit[0]}" in: ${line}`);
              }
            }
          });
        });
      });
      expect(problems).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("offers concept descriptions without a light word for a serious subject", () => {
    const problems: string[] = [];
    for (const topic of SERIOUS_TOPICS)
      for (const variant of [0, 1, 2])
        for (const c of draftConcepts(
          { topic, standards: [{ code: "RI.3.1", description: "" }], characters: CAST },
          variant,
        ))
          if (LIGHT.test(`${c.title} ${c.description}`) || /breaking/i.test(c.description))
            problems.push(`${topic}: ${c.title}: ${c.description}`);
    expect(problems).toEqual([]);
  });

  it("gives every frame a calm register that says none of its lively lines", () => {
    for (const format of conceptFormatSchema.options) {
      const lively = frameFor({ title: "x", format });
      const calm = calmFrame(lively);
      const said = [
        calm.set,
        calm.practice,
        calm.check,
        calm.finale,
        calm.mission,
        calm.stop(1),
        ...calm.launch,
        ...calm.wrap,
      ];
      expect(
        said.filter((l) => LIGHT.test(l)),
        format,
      ).toEqual([]);
      for (const line of [...lively.launch, ...lively.wrap]) expect(said, format).not.toContain(line);
    }
  });

  it("keeps the lively lines for an ordinary topic", () => {
    for (const format of conceptFormatSchema.options) {
      const lively = frameFor({ title: "x", format });
      const text = scriptText("rhyming words", "RF.1.2.a", { title: "Our Lesson", description: "", format }, 3, 2);
      expect(lively.wrap.some((w) => text.includes(w)) || lively.launch.some((l) => text.includes(l)), format).toBe(
        true,
      );
    }
  });
});
