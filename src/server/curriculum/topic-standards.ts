import { findCatalogueTopic } from "@shared/curriculum/topics";
import type { Grade } from "@shared/schemas/grade";
import type { OfferedStandard, TopicStandards } from "@shared/schemas/standard";
import { getStandardDetails, searchStandardDetails, type CcssStandard } from "./standards-catalogue";
import { standardsFromVocabulary } from "./teacher-vocabulary";
import { getTeachingCard } from "./teaching-cards";

/** At most this many standards per grade are offered for a typed topic (ADR 0008: precision of the top 8). */
export const MAX_OFFERED_PER_GRADE = 8;

/** Text-search hits scoring below this share of the best hit are dropped: they are stray word matches. */
const MIN_RELATIVE_SCORE = 0.5;

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
 * Standards for a wizard topic (docs/product/screens.md#step-2-standards, widened by ADR 0008):
 *  1. a catalogue topic, matched loosely ("Main idea", "fables"), gives its curated codes and rationale;
 *  2. otherwise teacher words are mapped to CCSS standards (data/teacher-vocabulary.json);
 *  3. otherwise full-text search over all 486 standards, keeping only strong hits.
 * With `grade`, that grade's standards come first; for typed topics at most 8 of them (and at most 8 of
 * other grades, which step 2 shows behind "Show other grades"). Nothing found → empty list, not an error.
 */
export function standardsForTopic(topic: string, grade: Grade | null = null): TopicStandards {
  const name = topic.trim();
  const entry = name ? findCatalogueTopic(name) : undefined;
  if (entry) {
    const list = entry.codes.flatMap((code) => getStandardDetails(code) ?? []);
    return {
      standards: gradeFirst(list, grade, false).map(offerStandard),
      rationale: entry.rationale,
      source: "catalogue",
      grade,
    };
  }
  const fromWords = name ? standardsFromVocabulary(name) : [];
  if (fromWords.length > 0) {
    return {
      standards: gradeFirst(fromWords, grade, true).map(offerStandard),
      rationale:
        `"${name}" is not in the built-in topic catalogue, so these are the Common Core standards that teach ` +
        "what teachers usually mean by it; check that each one fits your video.",
      source: "search",
      grade,
    };
  }
  const hits = name ? searchStandardDetails(name, 60) : [];
  const best = hits[0]?.score ?? 0;
  const strong = hits.filter((h) => h.score >= best * MIN_RELATIVE_SCORE).map((h) => h.standard);
  const standards = gradeFirst(strong, grade, true).map(offerStandard);
  const rationale =
    standards.length > 0
      ? `"${name}" is not in the built-in topic catalogue, so these are the closest matches found by ` +
        "searching the text of the Common Core ELA K-5 standards; check that each one fits your video."
      : name
        ? `No Common Core ELA K-5 standard matched "${name}" when searching the standards text; ` +
          "try a broader or differently worded topic."
        : "";
  return { standards, rationale, source: "search", grade };
}
