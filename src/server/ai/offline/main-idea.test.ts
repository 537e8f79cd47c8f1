import { describe, expect, it } from "vitest";
import { mainIdeaOf, statesMainIdea, supportingDetails } from "./main-idea";
import { sentences } from "./safe-text";
import { chooseExcerpt } from "./excerpt";
import { seededRandom } from "./random";
import { mainTopicItems, textItems } from "./text-questions";

const VOLCANOES = sentences(
  `Deep under the ground, the Earth is very hot. Melted rock under the ground is called magma. The outer layer of the Earth is broken into giant pieces called plates. Many volcanoes form where two plates meet. Other volcanoes, like the ones in Hawaii, form over a hot spot. When magma reaches the surface, it is called lava. Some volcanoes erupt gently. Other volcanoes erupt with a huge blast. Over many eruptions, layers of cooled lava and ash pile up. That is how a volcano grows into a mountain. Volcanoes can be dangerous, but they also help.`,
);

describe("mainIdeaOf", () => {
  it("never takes one detail as the main idea: it composes one from the title and what the subject does", () => {
    const idea = mainIdeaOf(VOLCANOES, "How Volcanoes Form")!;
    expect(idea.sentence).not.toBe("Many volcanoes form where two plates meet.");
    expect(idea.index).toBeNull();
    expect(idea.sentence).toBe("Our reading tells how volcanoes form, erupt and grow.");
  });

  it("takes a sentence that states the whole text's main idea", () => {
    const list = sentences(
      "Bees are busy helpers in a garden. A worker bee visits many flowers each day. Bees carry pollen from flower to flower. This helps plants make seeds.",
    );
    const idea = mainIdeaOf(list, "Busy Bees")!;
    expect(idea.sentence).toBe("Bees are busy helpers in a garden.");
    expect(idea.index).toBe(0);
  });

  it("orders the supporting details so the main idea's own words come first, definitions last", () => {
    const idea = mainIdeaOf(VOLCANOES, "How Volcanoes Form")!;
    const details = supportingDetails(VOLCANOES, idea, "How Volcanoes Form");
    expect(details.slice(0, 2).every((d) => /volcano/i.test(d))).toBe(true);
    expect(details.at(-1)).toMatch(/called/);
  });
});

describe("statesMainIdea", () => {
  it("rejects a part of the class, a definition or a date", () => {
    expect(statesMainIdea("Many volcanoes form where two plates meet.", "How Volcanoes Form")).toBe(false);
    expect(statesMainIdea("Volcanoes are called fire mountains.", "Volcanoes")).toBe(false);
    expect(statesMainIdea("Volcanoes erupted in 1980.", "Volcanoes")).toBe(false);
    expect(statesMainIdea("Volcanoes change the land around them.", "Volcanoes")).toBe(true);
  });
});

describe("an attached text's main-idea lesson (RI.3.2–5.2)", () => {
  const text = `How Volcanoes Form\n\n${VOLCANOES.join(" ")}`;
  it("models the whole text's main idea, then (RI.4.2) a worked summary, before asking", () => {
    const items = textItems(chooseExcerpt(text, "4", "RI.4.2")!, "RI.4.2", "4", seededRandom(1))!;
    expect(items.examples[0]!.answer).toBe("Main idea: Our reading tells how volcanoes form, erupt and grow.");
    expect(items.examples[1]!.answer).toMatch(/^Summary: Our reading tells how volcanoes/);
  });
  it("at grade 3 asks how a key detail supports the main idea", () => {
    const items = textItems(chooseExcerpt(text, "3", "RI.3.2")!, "RI.3.2", "3", seededRandom(1))!;
    expect(items.examples).toHaveLength(1);
    expect(items.checks[0]!.question).toMatch(/^The main idea of our reading is: Our reading tells how volcanoes/);
  });
});

describe("RI.K.2–2.2 from one of our own texts: the main topic and a retelling", () => {
  const details = ["The queen bee lays the eggs.", "Worker bees make honey from the nectar.", "Bees carry pollen."];
  it("answers 'mostly about' with the topic, never a main-idea sentence, and models a retelling at K–1", () => {
    const items = mainTopicItems("honeybees", details, "RI.1.2", "1");
    expect(items.examples[0]!.answer).toBe("The topic is honeybees.");
    expect(JSON.stringify(items)).not.toMatch(/main idea/i);
    expect(items.examples[1]!.answer).toMatch(/^Our reading is about honeybees\. The queen bee lays the eggs\./);
    expect(items.practice[0]!.prompt).not.toBe(items.checks[0]!.question);
  });
  it("names the main topic at grade 2", () => {
    expect(mainTopicItems("the water cycle", details, "RI.2.2", "2").examples[0]!.answer).toBe(
      "The main topic is the water cycle.",
    );
  });
  it("is what textItems teaches for RI.1.2 on our own honeybees text", () => {
    const excerpt = {
      title: "Busy Bees",
      text: "Honeybees live in a hive. Each bee has a job. The queen bee lays the eggs. Worker bees make honey from the nectar.",
      dropped: 0,
      ending: null,
      guide: {
        kind: "informational" as const,
        subject: "honeybees",
        mainIdea: "Honeybees live in a hive, and each bee has a job.",
        keyDetails: ["The queen bee lays the eggs.", "Worker bees make honey from the nectar."],
      },
    };
    const items = textItems(excerpt, "RI.1.2", "1", seededRandom(1))!;
    expect(items.examples[0]!.answer).toBe("The topic is honeybees.");
  });
});

describe("an attached text's ending cut for time", () => {
  it("counts the sentences not read and says so in the NOTE's words", async () => {
    const { unreadNote } = await import("./excerpt");
    const long = `Volcanoes\n\n${Array.from({ length: 30 }, (_, i) => `Volcano fact number ${i + 1} is a short sentence here.`).join(" ")}`;
    const e = chooseExcerpt(long, "4", "RI.4.1")!;
    expect(e.unread).toBeGreaterThan(0);
    expect(unreadNote(e.unread)).toMatch(/ending .* was cut for time/);
    expect(unreadNote(undefined)).toBe("");
  });
});
