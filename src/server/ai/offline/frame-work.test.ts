import { describe, expect, it } from "vitest";
import { conceptFormatSchema } from "@shared/schemas/standard";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { calmFrame, frameFor } from "./frame";
import { bareFrameOpening } from "./frame-work";

/**
 * The frame does work (docs/decisions/0092-voices-and-frames-that-teach.md): no teaching, practice or check scene
 * opens with a frame line that names nothing of the lesson ("On to today's stop on the map!", "Welcome to base
 * camp!"); a game show gives points after a reveal; a museum's exhibits are the examples.
 */
const STANDARDS = ["RL.3.2", "RI.2.2", "RF.1.3.a", "L.3.4.b", "W.4.1", "RI.5.3"];
const CAST = [starterCast[0], starterCast[3]];

const draft = (
  format: (typeof conceptFormatSchema.options)[number],
  code: string,
  seed: number,
  topic = "a day at the park",
) =>
  draftScript({
    topic,
    standards: [{ code, description: "" }],
    characters: [...CAST],
    concept: { title: "Our Show", description: "", format },
    targetMinutes: 3,
    seed,
  });

describe("the frame carries the lesson (frame-work.ts)", () => {
  it("opens no scene with a frame line that names no lesson content, in every frame", () => {
    const bare: string[] = [];
    for (const format of conceptFormatSchema.options)
      for (const [i, code] of STANDARDS.entries()) {
        const card = getTeachingCard(code)!;
        const frame = frameFor({ title: "Our Show", format });
        const { contract } = draft(format, code, i);
        for (const sc of contract.scenes)
          if (bareFrameOpening(sc, frame, `${card.kidGoal} ${card.keyTerms.map((k) => k.term).join(" ")}`))
            bare.push(`${format} ${code} ${sc.kind}: ${sc.beats.find((b) => b.type === "line")?.text}`);
      }
    expect(bare).toEqual([]);
  });

  it("keeps the calm register for a serious subject", () => {
    const { contract } = draft("museum", "RI.4.3", 2, "Harriet Tubman");
    const frame = calmFrame(frameFor({ title: "Our Show", format: "museum" }));
    const card = getTeachingCard("RI.4.3")!;
    expect(
      contract.scenes.filter((sc) => bareFrameOpening(sc, frame, `${card.kidGoal} ${card.keyTerms[0]!.term}`)),
    ).toEqual([]);
    expect(JSON.stringify(contract)).not.toMatch(/a point for you|give yourself a point/i);
  });

  it("gives a point after a game show's revealed answer, and shows a museum's examples as exhibits", () => {
    const show = draft("game show", "L.3.4.b", 1).text;
    expect(show).toMatch(/(?:A point for you|Give yourself a point)!/);
    expect(show).not.toMatch(/Welcome to the practice round!/);
    const museum = draft("museum", "RF.1.3.a", 1).text;
    expect(museum).toMatch(/our first exhibit: /);
  });
});
