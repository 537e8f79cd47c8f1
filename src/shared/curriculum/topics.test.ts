import { describe, it, expect } from "vitest";
import * as lucide from "lucide-react";
import ccss from "@data/ccss-ela-k5.json";
import {
  TOPIC_CATEGORIES,
  filterTopics,
  findCatalogueTopic,
  popularTopics,
  topicCatalogue,
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

describe("topic catalogue data (spec §3 'Topic catalogue entry')", () => {
  it("has about 55 topics", () => {
    expect(topicCatalogue.length).toBeGreaterThanOrEqual(53);
    expect(topicCatalogue.length).toBeLessThanOrEqual(57);
  });

  it("uses exactly the eight categories, each at least once", () => {
    const used = new Set(topicCatalogue.map((t) => t.category));
    expect([...used].sort()).toEqual([...TOPIC_CATEGORIES].sort());
    expect(TOPIC_CATEGORIES).toHaveLength(8);
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

  it("only lists real CCSS ELA K-5 codes, 4 to 10 per topic, without repeats", () => {
    const bad = topicCatalogue.flatMap((t) => t.codes.filter((c) => !ccssCodes.has(c)).map((c) => `${t.name}: ${c}`));
    expect(bad).toEqual([]);
    for (const topic of topicCatalogue) {
      expect(topic.codes.length, topic.name).toBeGreaterThanOrEqual(4);
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

describe("findCatalogueTopic", () => {
  it("matches the trimmed name case-insensitively", () => {
    expect(findCatalogueTopic("  earth DAY ")?.name).toBe("Earth Day");
  });

  it("does not match partial names or blanks", () => {
    expect(findCatalogueTopic("Earth")).toBeUndefined();
    expect(findCatalogueTopic("   ")).toBeUndefined();
  });
});

describe("filterTopics (spec §2 'Step 1 topic')", () => {
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
