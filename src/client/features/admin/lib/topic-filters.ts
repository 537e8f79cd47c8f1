import { TOPIC_USAGE_WINDOWS_DAYS } from "@shared/constants";

/** What the filters need of a topic summary (docs/product/rules.md#data: topic, scriptCount, lastUsed ISO or null). */
export interface FilterableTopic {
  topic: string;
  scriptCount: number;
  lastUsed: string | null;
}

export type UsagePeriod = "all" | keyof typeof TOPIC_USAGE_WINDOWS_DAYS;
export type TopicSortKey = "name" | "scriptCount" | "lastUsed";
export type SortDirection = "asc" | "desc";

export interface TopicFilters {
  search: string;
  minScripts: number;
  usagePeriod: UsagePeriod;
  sortBy: TopicSortKey;
  sortDirection: SortDirection;
}

/** Defaults (docs/product/rules.md#limits): min 0, last-used 'all', sorted by name ascending. */
export const DEFAULT_TOPIC_FILTERS: TopicFilters = {
  search: "",
  minScripts: 0,
  usagePeriod: "all",
  sortBy: "name",
  sortDirection: "asc",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Min Scripts (docs/product/rules.md#validation): a whole number, 0 or more; anything that is not a number becomes 0. */
export function parseMinScripts(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** True when search, min scripts or usage period differ from the defaults (sorting is not a filter). */
export function hasActiveFilters(filters: TopicFilters): boolean {
  return filters.search.trim() !== "" || filters.minScripts > 0 || filters.usagePeriod !== "all";
}

/** Epoch ms of lastUsed; a missing or unparseable date counts as 0 (docs/product/rules.md#limits). */
function lastUsedMs(topic: FilterableTopic): number {
  if (!topic.lastUsed) return 0;
  const ms = Date.parse(topic.lastUsed);
  return Number.isNaN(ms) ? 0 : ms;
}

function compareTopics(a: FilterableTopic, b: FilterableTopic, key: TopicSortKey): number {
  switch (key) {
    case "name":
      return a.topic.toLowerCase().localeCompare(b.topic.toLowerCase());
    case "scriptCount":
      return a.scriptCount - b.scriptCount;
    case "lastUsed":
      return lastUsedMs(a) - lastUsedMs(b);
  }
}

/**
 * Topic filtering and sorting (docs/product/rules.md#limits). Keeps topics whose name contains the trimmed search text
 * (case-insensitive), with at least `minScripts` scripts, and — unless the period is 'all' — last used within
 * 7 / 30 / 365 days of `now` (a topic with no last-used date is then left out). Sorts by name
 * (case-insensitive), script count or last used (missing = 0), ascending or descending. Does not mutate input.
 */
export function filterAndSortTopics<T extends FilterableTopic>(
  topics: readonly T[],
  filters: TopicFilters,
  now: number = Date.now(),
): T[] {
  const search = filters.search.trim().toLowerCase();
  const windowDays = filters.usagePeriod === "all" ? null : TOPIC_USAGE_WINDOWS_DAYS[filters.usagePeriod];
  const cutoff = windowDays === null ? null : now - windowDays * DAY_MS;
  const kept = topics.filter((t) => {
    if (search && !t.topic.toLowerCase().includes(search)) return false;
    if (t.scriptCount < filters.minScripts) return false;
    if (cutoff !== null) {
      if (!t.lastUsed) return false;
      const ms = Date.parse(t.lastUsed);
      if (Number.isNaN(ms) || ms < cutoff) return false;
    }
    return true;
  });
  const sign = filters.sortDirection === "asc" ? 1 : -1;
  return kept.sort((a, b) => sign * compareTopics(a, b, filters.sortBy));
}

/** Totals for the dashboard header: all topics' scripts and the rounded average per topic (0 with no topics). */
export function summarizeTopics(topics: readonly FilterableTopic[]): { totalScripts: number; averageScripts: number } {
  const totalScripts = topics.reduce((sum, t) => sum + t.scriptCount, 0);
  return { totalScripts, averageScripts: topics.length ? Math.round(totalScripts / topics.length) : 0 };
}
