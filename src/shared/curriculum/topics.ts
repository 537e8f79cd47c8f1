import catalogueData from "@data/topics.json";

/**
 * One entry of the built-in topic catalogue (product spec §3 "Topic catalogue entry" and
 * "Built-in standards data"). `codes` are CCSS ELA K–5 codes from data/ccss-ela-k5.json, in the
 * order they are offered; their text is always looked up from that file, never stored here.
 */
export interface CatalogueTopic {
  name: string;
  /** One of {@link TOPIC_CATEGORIES}. */
  category: string;
  /** Always "K-5" (spec §9: "catalogue grade always K-5"). */
  grade: "K-5";
  /** Name of a lucide-react icon export, e.g. "BookOpen". */
  icon: string;
  codes: string[];
  /** Why the topic suits a short educational video (spec §3). */
  rationale: string;
}

/** The eight catalogue categories, in display order (spec §3 "Topic catalogue entry"). */
export const TOPIC_CATEGORIES = [
  "Foundational Reading Skills",
  "Reading Comprehension Strategies",
  "Literary Analysis & Themes",
  "Literary Genres",
  "Vocabulary & Word Study",
  "Language & Grammar",
  "Writing Skills",
  "Seasonal Moments",
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** Number of catalogue topics shown as "Popular Topics" on step 1 (spec §2 "Step 1 topic"). */
export const POPULAR_TOPIC_COUNT = 8;

/** Maximum number of suggestions in the step 1 dropdown (spec §2 "Step 1 topic", §9). */
export const MAX_TOPIC_SUGGESTIONS = 6;

/**
 * The built-in catalogue, in display order; the first {@link POPULAR_TOPIC_COUNT} entries are the
 * "Popular Topics". The JSON is checked against this shape by topics.test.ts.
 */
export const topicCatalogue: CatalogueTopic[] = catalogueData as CatalogueTopic[];

/** The "Popular Topics" grid: the first 8 catalogue topics (spec §2 "Step 1 topic"). */
export const popularTopics: CatalogueTopic[] = topicCatalogue.slice(0, POPULAR_TOPIC_COUNT);

const normalize = (text: string): string => text.trim().toLowerCase();

/**
 * The catalogue topic whose name equals `name` after trimming, compared case-insensitively;
 * `undefined` for free-text topics.
 */
export function findCatalogueTopic(name: string): CatalogueTopic | undefined {
  const wanted = normalize(name);
  if (!wanted) return undefined;
  return topicCatalogue.find((topic) => topic.name.toLowerCase() === wanted);
}

/**
 * Step 1 suggestions (spec §2 "Step 1 topic"): catalogue topics whose name or category contains
 * `query` as a case-insensitive substring, in catalogue order, at most `max`. A blank query gives [].
 * The query is trimmed first, so leading or trailing spaces do not hide matches.
 */
export function filterTopics(query: string, max: number = MAX_TOPIC_SUGGESTIONS): CatalogueTopic[] {
  const needle = normalize(query);
  if (!needle || max <= 0) return [];
  const matches: CatalogueTopic[] = [];
  for (const topic of topicCatalogue) {
    if (topic.name.toLowerCase().includes(needle) || topic.category.toLowerCase().includes(needle)) {
      matches.push(topic);
      if (matches.length >= max) break;
    }
  }
  return matches;
}
