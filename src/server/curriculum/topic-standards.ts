import { findCatalogueTopic, unnamedParts, type CatalogueTopic } from "@shared/curriculum/topics";
import type { Grade } from "@shared/schemas/grade";
import { STRAND_ORDER, type GradeStandards, type OfferedStandard, type TopicStandards } from "@shared/schemas/standard";
import {
  allStandardDetails,
  getStandardDetails,
  searchStandardDetails,
  type CcssStandard,
} from "./standards-catalogue";
import { lexiconScores } from "./standards-lexicon";
import { inferredStrands, learnerWrites, strandFactor } from "./topic-strands";
import { getTeachingCard } from "./teaching-cards";
import { readTopic } from "./topic-spelling";
import { subjectOrTaleOffer } from "./subjects-and-tales";

/** At most this many standards per grade are offered for a typed topic (ADR 0008: precision of the top 8). */
export const MAX_OFFERED_PER_GRADE = 8;

/** A standard as step 2 lists it: CCSS text, its grade and the teaching card's "I can" goal. */
export function offerStandard(s: CcssStandard): OfferedStandard {
  return {
    code: s.code,
    description: s.description,
    grade: s.grade,
    kidGoal: getTeachingCard(s.code)?.kidGoal ?? null,
  };
}

/**
 * The chosen grade's standards first (at most `perGrade` of them when `cap`), then the other grades'
 * (at most `perGrade` more), each group in the given order.
 */
export function gradeFirst(
  list: readonly CcssStandard[],
  grade: Grade | null,
  cap: boolean,
  perGrade = MAX_OFFERED_PER_GRADE,
): CcssStandard[] {
  if (!grade) return cap ? list.slice(0, perGrade) : [...list];
  const mine = list.filter((s) => s.grade === grade);
  const others = list.filter((s) => s.grade !== grade);
  return cap ? [...mine.slice(0, perGrade), ...others.slice(0, perGrade)] : [...mine, ...others];
}

/**
 * Text-search agreement (score share × share of the topic's words covered, each word weighted by its rarity in
 * the standards; 0–1) counts this much beside the lexicon score.
 */
const TEXT_WEIGHT = 1;
/**
 * Standards scoring below this share of the grade's best are dropped: they are side matches. A related phrase
 * (half weight) alone therefore never follows the same phrase's central standard ("first, next, last" → W.K.3,
 * not RL.K.2 too); it counts when other words of the topic name its standard as well.
 */
const RELATIVE_FLOOR = 0.6;
/**
 * The confidence threshold: below this no standard is offered ("No standard matches this topic well."), rather
 * than a weak match. A one-word lexicon phrase scores 1; text search alone reaches it only when a standard's
 * text holds nearly all of the topic's words and is the best hit.
 */
const MIN_SCORE = 0.75;

/** A scored candidate of the typed-topic finder. */
interface Ranked {
  standard: CcssStandard;
  score: number;
  /** The concept-lexicon part of the score: on a tie, a standard named by teachers' words comes first. */
  lexicon: number;
}

/**
 * The typed-topic finder (ADR 0057), per grade: each standard's concept-lexicon score plus its text-search
 * agreement, raised for the strands the topic names; then, grade by grade, the standards within 60% of the
 * grade's best and above the confidence threshold, best first (on a tie the one teachers' words name, then data
 * order: "Sequencing" is retelling in order, RL.K.2, before the letters in sequence of RF.K.1.b).
 */
export function rankStandards(typed: string, grade: Grade | null): CcssStandard[] {
  // Misspelt and run-together words and hyphened digits read as meant ("contractoins", "2-syllable": ADR 0074).
  const topic = readTopic(typed);
  const strands = inferredStrands(topic);
  const lex = lexiconScores(topic, undefined, learnerWrites(strands));
  const text = new Map<CcssStandard, number>();
  const hits = searchStandardDetails(topic, 486);
  const bestByGrade = new Map<string, number>();
  for (const h of hits) bestByGrade.set(h.standard.grade, Math.max(bestByGrade.get(h.standard.grade) ?? 0, h.score));
  for (const h of hits) text.set(h.standard, (h.score / (bestByGrade.get(h.standard.grade) ?? 1)) * h.coverage);
  const ranked: Ranked[] = [];
  for (const s of allStandardDetails()) {
    const base = (lex.get(s) ?? 0) + TEXT_WEIGHT * (text.get(s) ?? 0);
    if (base <= 0) continue;
    ranked.push({ standard: s, score: base * strandFactor(strands, s), lexicon: lex.get(s) ?? 0 });
  }
  const byGrade = new Map<string, Ranked[]>();
  for (const r of ranked) byGrade.set(r.standard.grade, [...(byGrade.get(r.standard.grade) ?? []), r]);
  const kept: CcssStandard[] = [];
  const grades = grade ? [grade, ...[...byGrade.keys()].filter((g) => g !== grade)] : [...byGrade.keys()];
  for (const g of grades) {
    const list = (byGrade.get(g) ?? []).sort((a, b) => b.score - a.score || b.lexicon - a.lexicon);
    const best = list[0]?.score ?? 0;
    const mine = list.filter((r) => r.score >= Math.max(MIN_SCORE, best * RELATIVE_FLOOR)).map((r) => r.standard);
    // A kind of writing (opinion, informative, narrative) is taught through its lettered parts: when it leads
    // and the topic names none of its parts, they all follow the named matches; when the topic names a part
    // ("transitions in narratives", "a strong hook"), that part is the lesson and the others stay out.
    // A part counts as named when it is kept or a teachers' phrase names it in full, even below the grade's floor
    // ("consequently, specifically: linking clauses in an opinion piece" → W.5.1, then W.5.1.c): it follows its
    // kind of writing.
    const top = mine[0];
    if (top?.strand === "W" && !top.parent) {
      const parts = allStandardDetails().filter((s) => s.parent === top.code);
      const named = parts.filter((s) => mine.includes(s) || (lex.get(s) ?? 0) >= 1);
      if (named.length === 0) mine.push(...parts);
      else mine.splice(1, 0, ...named.filter((s) => !mine.includes(s)));
    }
    kept.push(...mine);
  }
  return kept;
}

/**
 * Standards for a wizard topic (docs/product/screens.md#step-2-standards, ADR 0008, ADR 0057):
 *  1. a catalogue topic, matched loosely ("Main idea", "fables"), gives its curated codes and rationale; when
 *     none of them is of the chosen grade, the finder's codes of that grade come first;
 *  2. otherwise the finder ranks the standards by the concept lexicon (data/standards-lexicon.json) and the
 *     standards' own text, and keeps only confident matches.
 * With `grade`, that grade's standards come first; for typed topics at most 8 of them (and at most 8 of
 * other grades, which step 2 shows behind "Show other grades"). Nothing confident → empty list and a rationale
 * that says so, not an error: step 2 then offers the grade's standards to browse by strand.
 */
export function standardsForTopic(topic: string, grade: Grade | null = null): TopicStandards {
  const name = topic.trim();
  const entry = name ? findCatalogueTopic(name) : undefined;
  if (entry) {
    const list = curatedCodes(name, entry);
    const onGrade = grade ? list.filter((s) => s.grade === grade) : list;
    const extra =
      grade && onGrade.length === 0
        ? rankStandards(name, grade)
            .filter((s) => s.grade === grade)
            .slice(0, MAX_OFFERED_PER_GRADE)
        : [];
    return {
      standards: [...extra, ...gradeFirst(list, grade, false)].map(offerStandard),
      rationale: entry.rationale,
      source: "catalogue",
      grade,
    };
  }
  const ranked = name ? rankStandards(name, grade) : [];
  // A named tale or a plain subject (ADR 0093): the grade's story or subject standards, not side matches or nothing.
  const told = name && grade ? subjectOrTaleOffer(name, grade, ranked, (text) => rankStandards(text, grade)) : null;
  const list = told ? [...told.standards, ...ranked.filter((s) => s.grade !== grade)] : ranked;
  const standards = gradeFirst(list, grade, true).map(offerStandard);
  const onGrade = grade ? standards.filter((s) => s.grade === grade) : standards;
  const rationale = !name
    ? ""
    : told && onGrade.length > 0
      ? told.rationale
      : onGrade.length > 0
        ? `"${name}" is not in the built-in topic catalogue, so these are the Common Core standards that teach ` +
          "what teachers usually mean by it; check that each one fits your video."
        : `${NO_GOOD_MATCH} Browse the grade's standards by strand, or search for one.`;
  return { standards, rationale, source: "search", grade };
}

/**
 * A standard's code without its grade ("RL.4.2" → "RL.2"): the same standard through the grades. A lettered part
 * keeps its grade, since the letters name different skills from grade to grade (L.K.5.b antonyms, L.2.5.b shades
 * of meaning).
 */
const acrossGrades = (code: string): string =>
  code.split(".").length > 3 ? code : code.split(".").toSpliced(1, 1).join(".");

/**
 * A catalogue topic's curated standards for a typed name (ADR 0068). Typed as one part of a two-part name
 * ("Pronouns" for "Pronouns & Conjunctions", "Digraphs" for "Digraphs & Blends"), the codes only the other part
 * names are left out: a standard the finder finds for the other part and not for the typed name, at any grade for
 * a whole standard ("Theme" keeps RL.2.2, the central message, since the finder finds RL.4.2 for it). Never all
 * of them.
 */
function curatedCodes(name: string, entry: CatalogueTopic): CcssStandard[] {
  const list = entry.codes.flatMap((code) => getStandardDetails(code) ?? []);
  const others = unnamedParts(name, entry);
  if (others.length === 0) return list;
  const mine = new Set(rankStandards(name, null).map((s) => acrossGrades(s.code)));
  const theirs = new Set(others.flatMap((part) => rankStandards(part, null)).map((s) => acrossGrades(s.code)));
  const kept = list.filter((s) => mine.has(acrossGrades(s.code)) || !theirs.has(acrossGrades(s.code)));
  return kept.length > 0 ? kept : list;
}

/** Step 2's words when the finder has nothing confident for the grade (ADR 0057). */
export const NO_GOOD_MATCH = "No standard matches this topic well.";

/**
 * GET /api/standards/grade/{grade}: every standard and sub-standard of the grade, grouped by strand in
 * {@link STRAND_ORDER}, in CCSS order within each — step 2's browse list (ADR 0057).
 */
export function standardsByStrand(grade: Grade): GradeStandards {
  const mine = allStandardDetails().filter((s) => s.grade === grade);
  return {
    grade,
    strands: STRAND_ORDER.flatMap((strand) => {
      const list = mine.filter((s) => s.strand === strand);
      return list.length ? [{ strand, name: list[0]!.strandName, standards: list.map(offerStandard) }] : [];
    }),
  };
}
