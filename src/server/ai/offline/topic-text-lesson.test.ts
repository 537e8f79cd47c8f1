import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkScript } from "@shared/script/check-script";
import { parseContract } from "@shared/script/contract";
import { hasStandard } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { loadTopicTexts } from "../../curriculum/topic-texts";
import { starterCast } from "../../db/seed-characters";
import { draftScript, type DraftInput } from "./draft-script";
import { missingKeyMoves } from "./key-moves";
import { sentences } from "./safe-text";
import { flat, reveals as quizReveals } from "../../../../eval/topic-texts";

/**
 * A typed subject taught from Nova Writer's own text about it (docs/product/topic-texts.md, ADR 0070), with the
 * test library (one subject, honeybees) and the real teaching cards: the text is read and asked about as an
 * attached one is, and the NOTEs say where it came from.
 */
const topicTexts = loadTopicTexts(fileURLToPath(new URL("../../curriculum/fixtures/topic-texts", import.meta.url)));
const deps = { getCard: getTeachingCard, topicTexts };
const textOf = (id: string) => topicTexts.subjects[0]!.texts.find((t) => t.id === id)!;

const input = (code: string, over: Partial<DraftInput> = {}): DraftInput => ({
  topic: "Honeybees",
  grade: /^[A-Z]+\.(K|\d)/.exec(code)![1] as DraftInput["grade"],
  standards: [{ code, description: "" }],
  characters: [starterCast[0]!, starterCast[1]!],
  concept: { title: "Hive Detectives", description: "Two detectives solve a case." },
  targetMinutes: 4,
  seed: 7,
  ...over,
});
const linesOf = (text: string, kind?: string) =>
  parseContract(text)
    .scenes.filter((s) => !kind || s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
    .join(" ")
    .replace(/\s+/g, " ");
/** The revealed answers of the quiz (eval/topic-texts.ts, which counts the same way). */
const reveals = (text: string) => quizReveals(parseContract(text));
const answeredFrom = (answer: string, text: string) => {
  const a = answer.replace(/^(?:Here's the answer:|Here's one way to say it:|The answer is(?: [A-E]:)?)\s*/, "");
  return flat(text).includes(flat(a)) || (a.match(/“[^”]+”/g) ?? []).some((q) => flat(text).includes(flat(q)));
};

describe("a lesson on a typed subject, taught from our own topic text", () => {
  it("reads the informational text in the teaching for RI.2.2 and asks about its words (grade 2)", () => {
    const t = textOf("honeybees-info-23");
    const { text, contract } = draftScript(input("RI.2.2"), deps);
    const teach = linesOf(text, "teach");
    expect(teach).toContain(sentences(t.text)[0]);
    expect(teach).toContain(t.title);
    const answers = reveals(text);
    expect(answers.length).toBeGreaterThan(0);
    // Answered by the text's words, or by the main idea its guide states (RI.2.2 asks the main idea, which no one
    // sentence of a text need say).
    const mainIdea = t.kind === "informational" ? t.mainIdea : "";
    for (const a of answers) expect(answeredFrom(a, t.text) || answeredFrom(a, mainIdea), a).toBe(true);
    const notes = contract.notes.join("\n");
    expect(notes).toContain(`Our reading, "${t.title}", is Nova Writer's own text about honeybees`);
    expect(notes).not.toMatch(/attached|attach it|not from the topic/);
    expect(
      checkScript(text, { selectedCodes: ["RI.2.2"], grade: "2", isOfficialCode: hasStandard }).findings,
    ).not.toContainEqual(expect.objectContaining({ severity: "error" }));
  });

  it("reads the whole story for a retelling (RL.K.2), and keeps the text's questions at the shortest length", () => {
    const t = textOf("honeybees-story-k1");
    for (const targetMinutes of [2, 3]) {
      const { text, contract } = draftScript(input("RL.K.2", { topic: "bees", targetMinutes }), deps);
      const said = linesOf(text);
      for (const s of sentences(t.text).filter((s) => !/^["“]/.test(s))) expect(said).toContain(s);
      expect(contract.notes.join("\n")).toContain("Nova Writer's own text about honeybees");
      // The text lesson's required items (its first practice item and first two checks, plan.ts) ask about the story.
      expect(linesOf(text, "practice")).toMatch(/our (?:whole )?(?:reading|story)/);
      expect(reveals(text).length).toBeGreaterThanOrEqual(1);
      // Answered by the story's words or by an event of its guide (a retelling is said in our own words).
      const events = t.kind === "story" ? t.events : [];
      for (const a of reveals(text))
        expect(answeredFrom(a, t.text) || events.some((e) => answeredFrom(a, e)), a).toBe(true);
      // The bridge does not promise the topic for later: the reading is about it.
      expect(linesOf(text, "teach")).not.toMatch(/and then you can use it on our topic/);
      expect(linesOf(text, "recap")).not.toMatch(/Now try it on our topic/);
      // A kindergarten check shows one sentence with thumbs up or down: never "Which happens first?" of one event.
      expect(text).not.toMatch(/Which happens first/);
    }
  });

  it("does not read the text for a standard no text teaches (RF.1.3.a, L.3.1.a, L.3.4.b): the card teaches, as without a library", () => {
    // Read and then set aside, or one sentence of it in the hook, our text would be a reading that goes nowhere.
    // Grammar and affixes stay on the card (ADR 0076, 0090).
    const empty = { getCard: getTeachingCard, topicTexts: { subjects: [] } };
    for (const code of ["RF.1.3.a", "L.3.1.a", "L.3.4.b"]) {
      const { text, contract } = draftScript(input(code), deps);
      expect(text, code).toBe(draftScript(input(code), empty).text);
      expect(contract.notes.join("\n"), code).not.toMatch(/Nova Writer's own text/);
      expect(missingKeyMoves(getTeachingCard(code)!, text), code).toEqual([]);
    }
  });

  it("reads the informational text for a text read aloud (SL.3.2)", () => {
    const t = textOf("honeybees-info-23");
    const { text } = draftScript(input("SL.3.2"), deps);
    expect(linesOf(text)).toContain(sentences(t.text)[0]);
  });

  it("reads an attached PDF, not our text, when one is attached", () => {
    const pdfText =
      "The Shell Shop. Seth has a shop by the sea. He sells shells and fishing nets. Seth counts the shells each night. He keeps the best shells in a blue box.";
    const { text, contract } = draftScript(input("RI.2.2", { pdfText }), deps);
    expect(linesOf(text)).toContain("Seth has a shop by the sea.");
    expect(linesOf(text)).not.toContain(sentences(textOf("honeybees-info-23").text)[0]);
    expect(contract.notes.join("\n")).not.toContain("Nova Writer's own text");
  });

  it("teaches from the card as before when the text mentions a topic the writer asked to avoid, or no subject is named", () => {
    for (const over of [{ contentConsiderations: "No food examples." }, { topic: "Spelling bee" }]) {
      const { text, contract } = draftScript(input("RL.2.2", over), deps);
      expect(linesOf(text)).not.toContain(sentences(textOf("honeybees-story-23").text)[0]);
      expect(contract.notes.join("\n")).not.toContain("Nova Writer's own text");
    }
  });

  it("writes the same script as before without a topic text library", () => {
    const none = { getCard: getTeachingCard, topicTexts: { subjects: [] } };
    expect(draftScript(input("RI.2.2", { topic: "Spelling bee" }), none).text).toBe(
      draftScript(input("RI.2.2", { topic: "Spelling bee" }), deps).text,
    );
  });

  it("reads the story whenever its questions ask about 'our story', at every grade of RL.x.2 and at 2 and 3 minutes", () => {
    // A retelling of a story never read is the worst a lesson can do; the items say "our story", not its title.
    for (const [code, id] of [
      ["RL.1.2", "honeybees-story-k1"],
      ["RL.3.2", "honeybees-story-23"],
      ["RL.5.2", "honeybees-story-45"],
    ] as const)
      for (const targetMinutes of [2, 3]) {
        const { text } = draftScript(input(code, { targetMinutes }), deps);
        const first = sentences(textOf(id).text)[0]!;
        expect(linesOf(text, "teach"), `${code} at ${targetMinutes} min`).toContain(first);
        expect(text).not.toMatch(/was not read/);
      }
  });

  it("keeps a name's capital where a story's end is said, and drops the card's notes about its own passage", () => {
    for (const code of ["RL.3.2", "RL.4.2", "RL.5.2"]) {
      const { text } = draftScript(input(code, { targetMinutes: 5 }), deps);
      expect(text, code).not.toMatch(/at the end: [a-z]+ (?!the\b)[a-z]+s\b/);
      expect(text, code).not.toMatch(/^NOTE: .*(?:written for this card|Original story)/m);
    }
  });
});

describe("the card's words around our story", () => {
  it("explain retelling and the lesson of any story, not of fables, when the story read is no fable", () => {
    const { text } = draftScript(input("RL.3.2", { targetMinutes: 5 }), deps);
    expect(linesOf(text)).toContain(textOf("honeybees-story-23").text.split(/(?<=[.!?])\s/)[0]!);
    expect(linesOf(text, "teach")).not.toMatch(/Fables and folktales/);
    expect(linesOf(text, "teach")).toContain("To retell a story, tell the main events in order");
  });
});
