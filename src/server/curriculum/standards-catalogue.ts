import MiniSearch from "minisearch";
import ccss from "@data/ccss-ela-k5.json";
import { gradeSchema, type Grade } from "@shared/schemas/grade";
import type { Standard } from "@shared/schemas/standard";
import { STRAND_SOURCE } from "@shared/curriculum/standard-code";

/**
 * Server-side knowledge of the CCSS ELA K–5 standards (data/ccss-ela-k5.json, see data/README.md).
 * Standard text is only ever read from that file, never retyped (docs/product/rules.md#data).
 */

/** A CCSS ELA K–5 standard or lettered sub-standard with its place in the framework. */
export interface CcssStandard extends Standard {
  /** "K" or "1"–"5". */
  grade: Grade;
  /** "RF" | "RL" | "RI" | "W" | "SL" | "L". */
  strand: string;
  /** e.g. "Reading: Foundational Skills". */
  strandName: string;
  /** The cluster heading, e.g. "Print Concepts". */
  domain: string;
  /** Parent code for a lettered sub-standard (e.g. "L.4.4" for "L.4.4.b"), else null. */
  parent: string | null;
}

/** The copyright notice that must appear wherever the CCSS text is shown (verbatim from the data). */
export const LICENSE_NOTICE: string = ccss.license;
/** The license terms for the CCSS text and the ASN structure (verbatim from the data). */
export const LICENSE_DETAILS: string = ccss.licenseDetails;

// The grade is checked once at load (the data's own test checks the rest), so readers need no cast.
const details: readonly CcssStandard[] = ccss.standards.map((s) => ({ ...s, grade: gradeSchema.parse(s.grade) }));
/** Keyed by upper-cased code so that lookups are case-insensitive ("l.4.4.B" finds "L.4.4.b"). */
const byCode = new Map(details.map((s) => [s.code.toUpperCase(), s]));

const toStandard = (s: CcssStandard): Standard => ({ code: s.code, description: s.description });

/** The standard with this code (trimmed, case-insensitive), as `{code, description}`; undefined if unknown. */
export function getStandard(code: string): Standard | undefined {
  const found = getStandardDetails(code);
  return found && toStandard(found);
}

/** Like {@link getStandard} but with grade, strand, strandName, domain and parent. */
export function getStandardDetails(code: string): CcssStandard | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Whether `code` is a CCSS ELA K–5 standard or sub-standard (anchors and placeholders are not). */
export function hasStandard(code: string): boolean {
  return getStandardDetails(code) !== undefined;
}

/** All 486 standards and sub-standards in the data's order (strand, grade, natural code order). */
export function allStandards(): Standard[] {
  return details.map(toStandard);
}

// ---------------------------------------------------------------------------------------------
// Full-text search

/** "RL", "rl.3", "RL.3.2", "L.4.4.b", "W.K."; a lone "L" or "W" is treated as a word. */
const CODE_QUERY = new RegExp(`^${STRAND_SOURCE}(?:\\.[0-9K](?:\\.\\d{1,2}(?:\\.[a-z])?)?)?\\.?$`, "i");
const looksLikeCode = (q: string): boolean => CODE_QUERY.test(q) && (q.length > 1 || q.includes("."));

const STOP_WORDS = new Set(
  "a an and are as at be by for from how in is it of on or the their them they this to with about".split(" "),
);

/**
 * Words whose final "e" stays: without it they would meet a common word of another meaning, and "note" (taking
 * notes, W.x.8) would be met by every "or not?" in a topic ("Sentence or not?", "eyewitness or not").
 */
const KEEPS_E = new Set(["note"]);

/**
 * Words whose "-ing" is a noun of its own: a story's setting (RL.x.3) is not the word "set" ("sun-set" split by its
 * syllables, "a set of books").
 */
const KEEPS_ING = new Set(["setting"]);

/**
 * One word reduced to a simple stem, the same for the standards' text, typed topics and the concept lexicon
 * (ADR 0057): singular first ("tales" → "tale", "stories" → "story", "dates" → "date"), then a final "-ing" or
 * "-ed" (with a doubled consonant: "planning" → "plan") or "-ly" ("fluently" → "fluent"), then a final "e", so
 * "rhyme", "rhymes" and "rhyming" meet at "rhym", and "date" and "dates" at "dat" (but "note" keeps it). Words with digits or dots
 * (codes) are left alone.
 */
export function stemWord(word: string): string {
  if (/[\d.]/.test(word)) return word;
  let w = word;
  if (w.length > 3 && !/(ss|us|is)$/.test(w)) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (/(ches|shes|xes|sses)$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith("s")) w = w.slice(0, -1);
  }
  if (KEEPS_ING.has(w)) return w;
  if (w.length > 5 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith("ed")) w = undouble(w.slice(0, -2));
  else if (w.length > 5 && /[^i]ly$/.test(w)) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith("e") && !KEEPS_E.has(w)) w = w.slice(0, -1);
  return w;
}

/** "plann" → "plan", "stopp" → "stop"; "spell", "dress", "buzz" and "add" (not the "ad" of an advert) keep it. */
function undouble(w: string): string {
  return w.length > 3 && /([b-df-hj-km-rtv-y])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stemWord(lower);
}

/** The standard's examples, "(e.g., …)" and "(i.e., …)", indexed apart from the rest of its text. */
const EXAMPLES = /\((?:e\.g\.|i\.e\.)[^()]*(?:\([^()]*\)[^()]*)*\)/g;

type IndexedStandard = CcssStandard & { id: number; examples: string };

let index: MiniSearch<IndexedStandard> | undefined;

/** Built on first use: most server paths (lookups by code) never need it. */
function getIndex(): MiniSearch<IndexedStandard> {
  if (index) return index;
  const defaultTokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
  index = new MiniSearch<IndexedStandard>({
    fields: ["code", "description", "examples", "strandName", "domain"],
    // A code is one token ("rl.3.2"), so it never matches stray digits in other codes.
    tokenize: (text, fieldName) => (fieldName === "code" ? [text] : defaultTokenize(text)),
    processTerm,
  });
  index.addAll(
    details.map((s, id) => ({
      ...s,
      id,
      description: s.description.replace(EXAMPLES, " "),
      examples: (s.description.match(EXAMPLES) ?? []).join(" "),
    })),
  );
  return index;
}

/** Code matches for a code-like query: exact first, then sub-codes ("RL.3.1.x"), then other prefixes ("RL.3.10"). */
function searchCodes(query: string): CcssStandard[] {
  const q = query.toUpperCase().replace(/\.$/, "");
  const rank = (code: string): number => {
    const c = code.toUpperCase();
    if (c === q) return 0;
    if (c.startsWith(`${q}.`)) return 1;
    return c.startsWith(q) ? 2 : -1;
  };
  return details
    .map((s, order) => ({ s, order, r: rank(s.code) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.order - b.order)
    .map((x) => x.s);
}

/**
 * Searches the 486 standards. A query that looks like a code or code prefix ("RL.3", "rl.3.2",
 * "L.4.4.b") returns the codes it prefixes (case-insensitive), exact match first, in data order;
 * if no code matches it falls back to text search. Otherwise MiniSearch ranks standards by code,
 * description, strand name and domain (description weighted highest), with prefix and fuzzy (0.2)
 * matching. Blank query → []. At most `limit` results.
 */
export function searchStandards(query: string, limit = 20): Standard[] {
  return searchStandardDetails(query, limit).map((hit) => toStandard(hit.standard));
}

/**
 * A text-search hit: the standard, its MiniSearch score (relative; higher is better) and its coverage, the share
 * of the query's words (after stop words) that it matched exactly or as a prefix, from 0 to 1.
 */
export interface StandardHit {
  standard: CcssStandard;
  score: number;
  coverage: number;
}

/** Like {@link searchStandards} with details and scores; `grade` keeps only that grade's standards. */
export function searchStandardDetails(query: string, limit = 20, grade?: string): StandardHit[] {
  const q = query.trim();
  if (!q || limit <= 0) return [];
  if (looksLikeCode(q)) {
    const codes = searchCodes(q).filter((s) => !grade || s.grade === grade);
    if (codes.length > 0) return codes.slice(0, limit).map((standard) => ({ standard, score: 1, coverage: 1 }));
  }
  const defaultTokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
  const queryTerms = new Set(defaultTokenize(q).flatMap((t) => processTerm(t) ?? []));
  const hits = getIndex().search(q, {
    boost: { code: 3, description: 2, examples: 1, domain: 1, strandName: 0.5 },
    // Prefixes from 4 letters ("rhym" → rhyming); typo tolerance only for long words (one edit from
    // 7 letters), so "morals" never meets "modal" and "simile" never meets "smiled".
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 7 ? 1 : false),
    combineWith: "OR",
  });
  return hits
    .flatMap((hit) => {
      const s = details[hit.id as number];
      // Coverage counts exact and prefix matches only: a typo-tolerant match ("similes" → "similar") is no
      // evidence that the standard is about the topic.
      // Each word counts by its rarity in the standards' text ({@link termWeight}), so a standard that holds the
      // topic's telling word ("date" in "writing the date") agrees more than one holding only "writing".
      const all = [...queryTerms].reduce((sum, q) => sum + termWeight(q), 0);
      // A word found only among the standard's examples ("friends" in "(e.g., describe people who are friendly
      // or helpful)") counts half: one example shows the skill, it is not what the standard teaches. A topic that
      // names two or more of the examples ("however, although, moreover") is about them, and they count fully.
      const inExamplesOnly = (q: string) =>
        hit.terms.some((t) => t.startsWith(q)) &&
        hit.terms.filter((t) => t.startsWith(q)).every((t) => (hit.match[t] ?? []).every((f) => f === "examples"));
      const examplesNamed = [...queryTerms].filter(inExamplesOnly).length;
      const covered = [...queryTerms].reduce((sum, q) => {
        if (!hit.terms.some((t) => t.startsWith(q))) return sum;
        return sum + termWeight(q) * (examplesNamed < 2 && inExamplesOnly(q) ? 0.5 : 1);
      }, 0);
      const coverage = all > 0 ? covered / all : 0;
      return s && (!grade || s.grade === grade) ? [{ standard: s, score: hit.score, coverage }] : [];
    })
    .slice(0, limit);
}

let termsByStandard: Set<string>[] | undefined;
const weights = new Map<string, number>();

/**
 * Words of a lesson's task, not its concept ("finding", "make", "learn", "practice", "fun"): rare in the standards'
 * text, so rarity alone would count them as telling. They weigh a fifth.
 */
const TASK_WORDS = new Set(
  "find make learn help show know practice lesson kid kids student students fun activity activities game games video videos easy good great way ways thing things get let can do does did will like just also very really"
    .split(" ")
    .map(stemWord),
);

/**
 * How telling a topic word is: ln(1 + N / (1 + n)), where n of the N standards hold the stem (or a word it
 * begins) in their text, domain or strand name. "write", "text" and "words" weigh little, "date", "comma" and
 * "syllable" much, and a word no standard holds ("volcano") the most; a task word ({@link TASK_WORDS}) a fifth.
 */
function termWeight(stemmed: string): number {
  const known = weights.get(stemmed);
  if (known !== undefined) return known;
  if (TASK_WORDS.has(stemmed)) {
    weights.set(stemmed, 0.2 * Math.log(1 + details.length));
    return weights.get(stemmed)!;
  }
  const defaultTokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
  termsByStandard ??= details.map(
    (s) =>
      new Set(defaultTokenize(`${s.description} ${s.domain} ${s.strandName}`).flatMap((t) => processTerm(t) ?? [])),
  );
  const n = termsByStandard.filter((terms) => [...terms].some((t) => t.startsWith(stemmed))).length;
  const weight = Math.log(1 + details.length / (1 + n));
  weights.set(stemmed, weight);
  return weight;
}

/** Every standard with its details, in data order (for the model's full list and the vocabulary). */
export function allStandardDetails(): readonly CcssStandard[] {
  return details;
}
