import { describe, expect, it } from "vitest";
import {
  DEFAULT_TOPIC_FILTERS,
  filterAndSortTopics,
  hasActiveFilters,
  parseMinScripts,
  summarizeTopics,
  type TopicFilters,
} from "./topic-filters";

const NOW = Date.parse("2025-06-30T12:00:00.000Z");
const daysAgo = (d: number) => new Date(NOW - d * 24 * 60 * 60 * 1000).toISOString();

const topics = [
  { topic: "phonics", scriptCount: 2, lastUsed: daysAgo(3) },
  { topic: "Earth Day", scriptCount: 5, lastUsed: daysAgo(20) },
  { topic: "Adjectives", scriptCount: 1, lastUsed: daysAgo(200) },
  { topic: "Main Idea", scriptCount: 0, lastUsed: null },
  { topic: "Fables", scriptCount: 3, lastUsed: daysAgo(400) },
];

const run = (patch: Partial<TopicFilters>) =>
  filterAndSortTopics(topics, { ...DEFAULT_TOPIC_FILTERS, ...patch }, NOW).map((t) => t.topic);

describe("topic filters (docs/product/rules.md#limits)", () => {
  it("defaults to min 0, all time, name ascending", () => {
    expect(DEFAULT_TOPIC_FILTERS).toEqual({
      search: "",
      minScripts: 0,
      usagePeriod: "all",
      sortBy: "name",
      sortDirection: "asc",
    });
  });

  it("sorts by name case-insensitively by default and keeps every topic", () => {
    expect(run({})).toEqual(["Adjectives", "Earth Day", "Fables", "Main Idea", "phonics"]);
    expect(run({ sortDirection: "desc" })).toEqual(["phonics", "Main Idea", "Fables", "Earth Day", "Adjectives"]);
  });

  it("sorts by script count and by last used, a missing date counting as zero", () => {
    expect(run({ sortBy: "scriptCount" })).toEqual(["Main Idea", "Adjectives", "phonics", "Fables", "Earth Day"]);
    expect(run({ sortBy: "scriptCount", sortDirection: "desc" })).toEqual([
      "Earth Day",
      "Fables",
      "phonics",
      "Adjectives",
      "Main Idea",
    ]);
    expect(run({ sortBy: "lastUsed" })).toEqual(["Main Idea", "Fables", "Adjectives", "Earth Day", "phonics"]);
    expect(run({ sortBy: "lastUsed", sortDirection: "desc" })).toEqual([
      "phonics",
      "Earth Day",
      "Adjectives",
      "Fables",
      "Main Idea",
    ]);
  });

  it("searches names case-insensitively, ignoring surrounding spaces", () => {
    expect(run({ search: "  EA " })).toEqual(["Earth Day", "Main Idea"]);
    expect(run({ search: "zzz" })).toEqual([]);
  });

  it("keeps topics with at least the minimum number of scripts", () => {
    expect(run({ minScripts: 3 })).toEqual(["Earth Day", "Fables"]);
    expect(run({ minScripts: 0 })).toHaveLength(5);
  });

  it("limits to the last 7, 30 or 365 days and drops topics never used unless the period is all", () => {
    expect(run({ usagePeriod: "lastWeek" })).toEqual(["phonics"]);
    expect(run({ usagePeriod: "lastMonth" })).toEqual(["Earth Day", "phonics"]);
    expect(run({ usagePeriod: "lastYear" })).toEqual(["Adjectives", "Earth Day", "phonics"]);
    expect(run({ usagePeriod: "all" })).toContain("Main Idea");
  });

  it("includes a topic exactly at the window's edge and excludes one just outside", () => {
    const edge = [
      { topic: "in", scriptCount: 1, lastUsed: daysAgo(7) },
      { topic: "out", scriptCount: 1, lastUsed: new Date(NOW - 7 * 86_400_000 - 1).toISOString() },
    ];
    expect(
      filterAndSortTopics(edge, { ...DEFAULT_TOPIC_FILTERS, usagePeriod: "lastWeek" }, NOW).map((t) => t.topic),
    ).toEqual(["in"]);
  });

  it("combines filters and does not mutate the input", () => {
    const copy = structuredClone(topics);
    expect(
      run({ search: "a", minScripts: 1, usagePeriod: "lastYear", sortBy: "scriptCount", sortDirection: "desc" }),
    ).toEqual(["Earth Day", "Adjectives"]);
    expect(topics).toEqual(copy);
  });
});

describe("parseMinScripts (docs/product/rules.md#validation)", () => {
  it("turns non-numbers and negatives into 0 and keeps whole numbers", () => {
    expect(parseMinScripts("")).toBe(0);
    expect(parseMinScripts("abc")).toBe(0);
    expect(parseMinScripts("-3")).toBe(0);
    expect(parseMinScripts("4")).toBe(4);
    expect(parseMinScripts("2.7")).toBe(2);
  });
});

describe("hasActiveFilters and summarizeTopics", () => {
  it("counts search, min scripts and usage period as filters, not sorting", () => {
    expect(hasActiveFilters(DEFAULT_TOPIC_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_TOPIC_FILTERS, sortBy: "scriptCount", sortDirection: "desc" })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_TOPIC_FILTERS, search: " x " })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_TOPIC_FILTERS, search: "   " })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_TOPIC_FILTERS, minScripts: 1 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_TOPIC_FILTERS, usagePeriod: "lastYear" })).toBe(true);
  });

  it("totals scripts and rounds the average per topic", () => {
    expect(summarizeTopics(topics)).toEqual({ totalScripts: 11, averageScripts: 2 });
    expect(
      summarizeTopics([
        { topic: "a", scriptCount: 1, lastUsed: null },
        { topic: "b", scriptCount: 2, lastUsed: null },
      ]),
    ).toEqual({
      totalScripts: 3,
      averageScripts: 2,
    });
    expect(summarizeTopics([])).toEqual({ totalScripts: 0, averageScripts: 0 });
  });
});
