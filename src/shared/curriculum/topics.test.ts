import { describe, it, expect } from "vitest";
import * as lucide from "lucide-react";
import ccss from "@data/ccss-ela-k5.json";
import {
  TOPIC_CATEGORIES,
  filterTopics,
  findCatalogueTopic,
  popularTopics,
  topicCatalogue,
  unnamedParts,
} from "./topics";

const ccssCodes = new Set(ccss.standards.map((s) => s.code));
const SEASONAL = [
  "Thanksgiving",
  "MLK Jr. Day",
  "Black History Month",
  "Hispanic Heritage Month",
  "Indigenous Peoples' Day",
  "Earth Day",
];

describe("topic catalogue data (docs/product/rules.md#data)", () => {
  it("keeps the original topics and adds the ones ADR 0008 asked for", () => {
    expect(topicCatalogue.length).toBeGreaterThanOrEqual(55);
    for (const name of [
      "Collaborative Conversations",
      "Spelling Patterns",
      "Digraphs & Blends",
      "Syllables",
      "Dictionary & Reference Skills",
      "Fiction vs. Nonfiction",
      "Text Structure",
      "Homophones",
      "Letter Writing",
      "Pronouns & Conjunctions",
      "Subject-Verb Agreement",
      "Vocabulary in Informational Text",
      "AAPI Heritage Month",
    ]) {
      expect(findCatalogueTopic(name)?.name, name).toBe(name);
    }
  });

  it("uses the original eight categories plus Speaking & Listening, each at least once", () => {
    const used = new Set(topicCatalogue.map((t) => t.category));
    expect([...used].sort()).toEqual([...TOPIC_CATEGORIES].sort());
    expect(TOPIC_CATEGORIES).toHaveLength(9);
  });

  it("reaches every speaking-and-listening conversation standard (SL.K.1–SL.5.1)", () => {
    const used = new Set(topicCatalogue.flatMap((t) => t.codes));
    for (const g of ["K", "1", "2", "3", "4", "5"]) expect(used.has(`SL.${g}.1`), `SL.${g}.1`).toBe(true);
  });

  it("records the grades each topic really spans (the grades of its codes, in order)", () => {
    const gradeOf = new Map(ccss.standards.map((s) => [s.code, s.grade]));
    for (const topic of topicCatalogue) {
      const expected = ["K", "1", "2", "3", "4", "5"].filter((g) => topic.codes.some((c) => gradeOf.get(c) === g));
      expect(topic.grades, topic.name).toEqual(expected);
    }
  });

  it("never lists a standard beside its own parent or sub-standard", () => {
    const parentOf = new Map(ccss.standards.map((s) => [s.code, s.parent]));
    const pairs = topicCatalogue.flatMap((t) =>
      t.codes
        .filter((c) => {
          const p = parentOf.get(c);
          return p ? t.codes.includes(p) : false;
        })
        .map((c) => `${t.name}: ${c}`),
    );
    expect(pairs).toEqual([]);
  });

  it("offers K–2 standards for topics that reach young children", () => {
    for (const name of ["Making Inferences", "Black History Month", "Indigenous Peoples' Day"]) {
      const grades = findCatalogueTopic(name)?.grades ?? [];
      expect(
        grades.some((g) => g === "K" || g === "1" || g === "2"),
        name,
      ).toBe(true);
    }
  });

  it("includes the six named seasonal moments", () => {
    for (const name of SEASONAL) {
      expect(findCatalogueTopic(name)?.category, name).toBe("Seasonal Moments");
    }
  });

  it("has unique names (case-insensitive) with grade K-5 and a rationale", () => {
    const names = topicCatalogue.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const topic of topicCatalogue) {
      expect(topic.name.trim(), topic.name).toBe(topic.name);
      expect(topic.grade).toBe("K-5");
      expect(topic.rationale.length, topic.name).toBeGreaterThan(80);
    }
  });

  it("only lists real CCSS ELA K-5 codes, 2 to 10 per topic, without repeats", () => {
    const bad = topicCatalogue.flatMap((t) => t.codes.filter((c) => !ccssCodes.has(c)).map((c) => `${t.name}: ${c}`));
    expect(bad).toEqual([]);
    for (const topic of topicCatalogue) {
      expect(topic.codes.length, topic.name).toBeGreaterThanOrEqual(2);
      expect(topic.codes.length, topic.name).toBeLessThanOrEqual(10);
      expect(new Set(topic.codes).size, topic.name).toBe(topic.codes.length);
    }
  });

  it("only names icons that lucide-react exports as components", () => {
    const forwardRef = Symbol.for("react.forward_ref");
    const bad = topicCatalogue
      .filter((t) => (Reflect.get(lucide, t.icon) as { $$typeof?: symbol } | undefined)?.$$typeof !== forwardRef)
      .map((t) => `${t.name}: ${t.icon}`);
    expect(bad).toEqual([]);
  });

  it("offers 8 popular topics from at least 6 different categories", () => {
    expect(popularTopics).toEqual(topicCatalogue.slice(0, 8));
    expect(new Set(popularTopics.map((t) => t.category)).size).toBeGreaterThanOrEqual(6);
  });
});

describe("unnamedParts", () => {
  it("names the parts of a two-part name that a typed part leaves out, and none for the whole name", () => {
    const topic = findCatalogueTopic("Pronouns")!;
    expect(unnamedParts("Pronouns", topic)).toEqual(["conjunction"]);
    expect(unnamedParts("pronouns and conjunctions", topic)).toEqual([]);
    expect(unnamedParts("Earth Day", findCatalogueTopic("Earth Day")!)).toEqual([]);
  });
});

describe("findCatalogueTopic", () => {
  it("matches the trimmed name case-insensitively", () => {
    expect(findCatalogueTopic("  earth DAY ")?.name).toBe("Earth Day");
  });

  it("does not match partial names or blanks", () => {
    expect(findCatalogueTopic("Earth")).toBeUndefined();
    expect(findCatalogueTopic("   ")).toBeUndefined();
    expect(findCatalogueTopic("Main")).toBeUndefined();
  });

  it("matches loosely: punctuation, '&' or 'and', plurals, and one part of a two-part name (ADR 0008)", () => {
    expect(findCatalogueTopic("Main idea")?.name).toBe("Main Idea & Key Details");
    expect(findCatalogueTopic("fables")?.name).toBe("Fables & Folktales");
    expect(findCatalogueTopic("fables and folktales")?.name).toBe("Fables & Folktales");
    expect(findCatalogueTopic("Authors purpose")?.name).toBe("Author's Purpose");
    expect(findCatalogueTopic("synonym")?.name).toBe("Synonyms & Antonyms");
    expect(findCatalogueTopic("Digraphs")?.name).toBe("Digraphs & Blends");
    expect(findCatalogueTopic("MLK Jr Day")?.name).toBe("MLK Jr. Day");
  });
});

describe("filterTopics (docs/product/screens.md#step-1-topic)", () => {
  it("matches names case-insensitively by substring", () => {
    const names = filterTopics("RHYM").map((t) => t.name);
    expect(names).toContain("Rhyming Words");
    expect(filterTopics("rhym")).toEqual(filterTopics("RHYM"));
  });

  it("matches on category as well as name", () => {
    const results = filterTopics("seasonal moments");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((t) => t.category === "Seasonal Moments")).toBe(true);
  });

  it("returns at most 6 suggestions by default, in catalogue order, and honors max", () => {
    const all = topicCatalogue.filter((t) => /word/i.test(t.name) || /word/i.test(t.category));
    expect(all.length).toBeGreaterThan(6);
    expect(filterTopics("Word")).toEqual(all.slice(0, 6));
    expect(filterTopics("word", 2)).toEqual(all.slice(0, 2));
  });

  it("returns nothing for a blank query or an unknown word", () => {
    expect(filterTopics("")).toEqual([]);
    expect(filterTopics("   ")).toEqual([]);
    expect(filterTopics("zzzz")).toEqual([]);
  });
});
