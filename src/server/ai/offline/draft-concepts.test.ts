import { describe, it, expect } from "vitest";
import { CONCEPT_SUGGESTIONS } from "@shared/constants";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { goalAsYou } from "./teach-blocks";
import { CONCEPT_TITLE_MAX, draftConcepts, type ConceptDraftInput } from "./draft-concepts";

function buildInput(overrides: Partial<ConceptDraftInput> = {}): ConceptDraftInput {
  return {
    topic: "Fables and Folktales",
    standards: [
      {
        code: "RL.3.2",
        description:
          "Recount stories, including fables, folktales, and myths from diverse cultures; determine the central message.",
      },
      {
        code: "SL.2.3",
        description: "Ask and answer questions about what a speaker says in order to clarify comprehension.",
      },
    ],
    characters: [
      { name: "Max", label: "Word Detective", personality: "Curious" },
      { name: "Luna", label: "Story Keeper", personality: "Calm" },
    ],
    ...overrides,
  };
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe("draftConcepts", () => {
  it("gives exactly three distinct concepts naming the topic and the cast", () => {
    const concepts = draftConcepts(buildInput());
    expect(concepts).toHaveLength(CONCEPT_SUGGESTIONS);
    expect(new Set(concepts.map((c) => c.title)).size).toBe(3);
    for (const c of concepts) {
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.title.length).toBeLessThanOrEqual(CONCEPT_TITLE_MAX);
      expect(c.description).toContain("Fables and Folktales");
      expect(c.description).toMatch(/Max|Luna/);
      expect(sentences(c.description)).toBeGreaterThanOrEqual(1);
      expect(sentences(c.description)).toBeLessThanOrEqual(2);
    }
  });

  it("teaches the selected standards' skills, in the words of their teaching cards' kid goals", () => {
    const text = draftConcepts(buildInput())
      .map((c) => c.description)
      .join(" ");
    // "I can retell a fable … using key details." → "… how to retell a fable … using key details"
    const skills = ["RL.3.2", "SL.2.3"].map((code) =>
      goalAsYou(getTeachingCard(code)!.kidGoal).replace(/^you can /, ""),
    );
    expect(skills.some((skill) => text.includes(skill))).toBe(true);
  });

  it("is deterministic", () => {
    expect(draftConcepts(buildInput(), 2)).toEqual(draftConcepts(buildInput(), 2));
  });

  it("gives a different set for the next variant (Regenerate)", () => {
    for (let variant = 0; variant < 6; variant++) {
      const now = draftConcepts(buildInput(), variant).map((c) => c.title);
      const next = draftConcepts(buildInput(), variant + 1).map((c) => c.title);
      expect(next.filter((t) => now.includes(t))).toEqual([]);
    }
  });

  it("varies with the input", () => {
    const sets = ["Fables and Folktales", "Rhyming Words", "Main Idea", "Opinion Writing", "Earth Day"].map((topic) =>
      draftConcepts(buildInput({ topic }))
        .map((c) => c.title.replace(topic, ""))
        .join("|"),
    );
    expect(new Set(sets).size).toBeGreaterThan(1);
  });

  it("leaves out food themes when asked and shows other considerations, the PDF and context", () => {
    for (let variant = 0; variant < 10; variant++) {
      const concepts = draftConcepts(buildInput({ contentConsiderations: "Please avoid food (allergies)." }), variant);
      expect(concepts.map((c) => c.title).join(" ")).not.toMatch(/cook/i);
    }
    const [first] = draftConcepts(
      buildInput({
        contentConsiderations: "Include Spanish words",
        pdfText: "The fox and the grapes.",
        contextScripts: [{ topic: "Story Elements", concept: "Map", scriptContent: "" }],
      }),
    );
    expect(first!.description).toContain("Spanish");
    expect(first!.description).toContain("attached reading");
    expect(first!.description).toContain("Story Elements");
    expect(sentences(first!.description)).toBe(2);
  });

  it("keeps long topics within the title limit and copes with no cast or standards", () => {
    const topic = "Understanding figurative language, similes and metaphors in poetry and song lyrics";
    for (let variant = 0; variant < 5; variant++) {
      const concepts = draftConcepts({ topic, standards: [], characters: [] }, variant);
      expect(concepts).toHaveLength(3);
      for (const c of concepts) expect(c.title.length).toBeLessThanOrEqual(CONCEPT_TITLE_MAX);
    }
  });
});
