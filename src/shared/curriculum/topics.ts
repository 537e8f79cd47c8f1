import catalogueData from "@data/topics.json";
import type { Grade } from "../schemas/grade";

/**
 * One entry of the built-in topic catalogue (docs/product/rules.md#data "Topic catalogue entry" and
 * "Built-in standards data"). `codes` are CCSS ELA K–5 codes from data/ccss-ela-k5.json, in the
 * order they are offered; their text is always looked up from that file, never stored here.
 */
export interface CatalogueTopic {
  name: string;
  /** One of {@link TOPIC_CATEGORIES}. */
  category: string;
  /** Always "K-5" (docs/product/rules.md#limits): the label shown with suggestions. */
  grade: "K-5";
  /** The grades the topic really spans: the grades of its codes, in K–5 order (ADR 0008). */
  grades: Grade[];
  /** Name of a lucide-react icon export, e.g. "BookOpen". */
  icon: string;
  codes: string[];
  /** Why the topic suits a short educational video (docs/product/rules.md#data). */
  rationale: string;
}

/**
 * The catalogue categories, in display order: the original eight plus
 * "Speaking & Listening", added for the SL strand that no original category covers (ADR 0008).
 */
export const TOPIC_CATEGORIES = [
  "Foundational Reading Skills",
  "Reading Comprehension Strategies",
  "Literary Analysis & Themes",
  "Literary Genres",
  "Vocabulary & Word Study",
  "Language & Grammar",
  "Writing Skills",
  "Speaking & Listening",
  "Seasonal Moments",
] as const;

/** Number of catalogue topics shown as "Popular Topics" on step 1 (docs/product/screens.md#step-1-topic). */
export const POPULAR_TOPIC_COUNT = 8;

/**
 * Maximum number of suggestions in the step 1 dropdown (docs/product/screens.md#step-1-topic,
 * docs/product/rules.md#limits).
 */
export const MAX_TOPIC_SUGGESTIONS = 6;

/**
 * The built-in catalogue, in display order; the first {@link POPULAR_TOPIC_COUNT} entries are the
 * "Popular Topics". The JSON is checked against this shape by topics.test.ts.
 */
export const topicCatalogue: CatalogueTopic[] = catalogueData as CatalogueTopic[];

/** The "Popular Topics" grid: the first 8 catalogue topics (docs/product/screens.md#step-1-topic). */
export const popularTopics: CatalogueTopic[] = topicCatalogue.slice(0, POPULAR_TOPIC_COUNT);

const normalize = (text: string): string => text.trim().toLowerCase();

/** One word in its singular form, for loose matching ("fables" → "fable", "stories" → "story"). */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/**
 * A name reduced for loose comparison: lower case, "&" read as "and", punctuation dropped
 * (apostrophes and hyphens join: "Author's" → "authors" → "author"), words singular.
 */
export function looseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.-]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map(singular)
    .join(" ");
}

/** "Main Idea & Key Details" → ["main idea", "key detail"]: the parts a teacher may type alone. */
const nameParts = (name: string): string[] =>
  name
    .split(/\s(?:&|and|vs\.?)\s/i)
    .map(looseName)
    .filter((p) => p.length >= 4);

const byLooseName = new Map(topicCatalogue.map((t) => [looseName(t.name), t]));
const byPart = new Map<string, CatalogueTopic>();
for (const topic of topicCatalogue) {
  for (const part of nameParts(topic.name)) if (!byPart.has(part)) byPart.set(part, topic);
}

/**
 * The catalogue topic a typed name means, matched loosely (ADR 0008): case, punctuation, "&"/"and"
 * and plurals are ignored, and one part of a two-part name is enough ("Main idea" finds
 * "Main Idea & Key Details", "fables" finds "Fables & Folktales"). `undefined` for free-text topics.
 */
export function findCatalogueTopic(name: string): CatalogueTopic | undefined {
  const wanted = looseName(name);
  if (!wanted) return undefined;
  return byLooseName.get(wanted) ?? byPart.get(wanted);
}

/**
 * The parts of a two-part catalogue name that a typed name, matched by one part, leaves out ("Pronouns" for
 * "Pronouns & Conjunctions" → ["conjunction"]); [] when the typed name is the whole name or has no parts.
 */
export function unnamedParts(name: string, topic: CatalogueTopic): string[] {
  const wanted = looseName(name);
  if (wanted === looseName(topic.name)) return [];
  const parts = nameParts(topic.name);
  return parts.includes(wanted) ? parts.filter((p) => p !== wanted) : [];
}

/**
 * Step 1 suggestions (docs/product/screens.md#step-1-topic): catalogue topics whose name or category contains
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
