import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { describe, it, expect } from "vitest";
import { CONCEPT_SUGGESTIONS } from "@shared/constants";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { conceptSubjects } from "@shared/curriculum/concept-subjects";
import { topicCatalogue } from "@shared/curriculum/topics";
import {
  CONCEPT_TITLE_MAX,
  CONCEPT_TITLE_WORDS,
  draftConcepts,
  goalAsSkill,
  isTitleNoun,
  type ConceptDraftInput,
} from "./draft-concepts";
import { classifyFormat } from "./frame";

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
    const skills = ["RL.3.2", "SL.2.3"].map((code) => goalAsSkill(getTeachingCard(code)!.kidGoal));
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

describe("concept cards that read as a person wrote them, every catalogue topic × cast of 1–4", () => {
  const NAMES = ["Penny Page", "Rhymo", "Captain Story", "Maya Wordsmith"];
  /** Typed topics that are clauses or verb phrases, not names: never pasted into a title template. */
  const CLAUSES = [
    "How a Character's Choices Change a Story",
    "Comparing Two Versions of Cinderella",
    "Why Authors Use Headings",
    "Finding the Main Idea in a Paragraph",
  ];
  const topics = [
    ...topicCatalogue.map((t) => ({ name: t.name, codes: t.codes })),
    ...CLAUSES.map((name) => ({ name, codes: ["RL.3.3"] })),
  ];

  it(
    "agrees with the cast in number, keeps titles to six words and 60 characters, and pastes no clause",
    () => {
      const problems: string[] = [];
      for (const topic of topics)
        for (const size of [1, 2, 3, 4]) {
          const names = NAMES.slice(0, size);
          const standards = topic.codes.slice(0, 2).map((code) => ({ code, description: "" }));
          const characters = names.map((name) => ({ name, label: "", personality: "" }));
          // Five variants cover the whole pool of templates.
          for (let variant = 0; variant < 5; variant++)
            for (const c of draftConcepts({ topic: topic.name, standards, characters }, variant)) {
              const where = `${topic.name} × ${size}: ${c.title}`;
              const words = c.title.split(/\s+/).length;
              if (words > CONCEPT_TITLE_WORDS || c.title.length > CONCEPT_TITLE_MAX)
                problems.push(`${where}: too long`);
              if (!isTitleNoun(topic.name) && c.title.includes(topic.name)) problems.push(`${where}: pasted clause`);
              if (/\b(?:How|Why|What|Making|Comparing|Finding|Asking)\b/.test(c.title))
                problems.push(`${where}: verb phrase`);
              // The verb after the cast (or a lone lead) agrees: "Penny Page sets off", "Penny Page and Rhymo set off".
              const cast =
                size === 1
                  ? names[0]!
                  : size === 4
                    ? `${names[0]}, ${names[1]} and friends`
                    : names.join(", ").replace(/, ([^,]+)$/, " and $1");
              const after = new RegExp(`^${cast.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\w+)`).exec(
                c.description,
              )?.[1];
              if (after && (size === 1) !== /s$/.test(after)) problems.push(`${where}: "${cast} ${after}"`);
              if (/\b(?:you|your)\b/i.test(c.description))
                problems.push(`${where}: second person in a third-person card`);
              if (!c.format || classifyFormat(c.title, c.description, topic.name) !== c.format)
                problems.push(
                  `${where}: declared ${c.format}, read as ${classifyFormat(c.title, c.description, topic.name)}`,
                );
            }
        }
      expect(problems).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it('never doubles an article: a typed topic\'s own "The" goes before a noun ("on the Ocean Case")', () => {
    const problems: string[] = [];
    for (const topic of ["The Ocean", "The Moon", "A Rainy Day", "An Apple Tree", "The Water Cycle"])
      for (let variant = 0; variant < 5; variant++)
        for (const c of draftConcepts(
          { topic, standards: [{ code: "RI.2.2", description: "" }], characters: [{ name: "Rhymo", label: "" }] },
          variant,
        ))
          if (/\b(?:the|a|an) (?:the|a|an)\b/i.test(c.title)) problems.push(`${topic}: ${c.title}`);
    expect(problems).toEqual([]);
  });

  it("says a clause topic with a short noun phrase in the title and quotes it in the description", () => {
    const [c] = draftConcepts({
      topic: "How a Character's Choices Change a Story",
      standards: [{ code: "RL.3.3", description: "" }],
      characters: [{ name: "Penny Page", label: "", personality: "" }],
    });
    expect(c!.title).not.toContain("Character's Choices");
    expect(c!.title).toMatch(/\bStor(?:y|ies)\b/);
    expect(c!.description).toMatch(/“How a Character's Choices Change a Story[,.]?”/);
    expect(c!.description).not.toMatch(/”[,.]/);
  });

  it("declares short noun phrases only for catalogue topics, and only for those whose name does not fit a title", () => {
    const names = new Set(topicCatalogue.map((t) => t.name));
    for (const [name, subject] of Object.entries(conceptSubjects.topics)) {
      expect(names.has(name), name).toBe(true);
      expect(subject.modifier.split(" ").length, name).toBeLessThanOrEqual(3);
    }
  });

  it("reads a topic as a title noun only when it is a short noun phrase", () => {
    for (const t of ["Character Traits", "Earth Day", "Rhyming Words", "Fables & Folktales", "Point of View"])
      expect(isTitleNoun(t), t).toBe(true);
    for (const t of [
      ...CLAUSES,
      "Making Inferences",
      "Can You Find the Verb?",
      "Understanding figurative language in poems",
    ])
      expect(isTitleNoun(t), t).toBe(false);
  });

  it("says the skill in the third person: the viewers' goal, not the presenter's", () => {
    expect(goalAsSkill("I can retell a fable using my notes, and I can tell its lesson.")).toBe(
      "retell a fable using their notes, and tell its lesson",
    );
  });
});
