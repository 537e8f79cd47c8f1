import type { LanguageModel } from "ai";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TopicStandards } from "@shared/schemas/standard";
import { chooseStandards } from "../../ai/standards/index";
import type { Db } from "../../db/client";
import { getStandardDetails } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { gradeFirst, offerStandard, standardsForTopic } from "../../curriculum/topic-standards";

/**
 * POST /api/standards (ADR 0008): catalogue topics keep their curated codes; a typed topic gets the
 * model's choice from the full official list when a model is configured (source "model"), else, or
 * when the model fails, the offline vocabulary and search result.
 */
export async function offerStandardsForTopic(
  deps: { db: Db; model: LanguageModel | null; timeoutMs: number },
  topic: string,
  grade: Grade | null,
): Promise<TopicStandards> {
  const offline = standardsForTopic(topic, grade);
  if (offline.source === "catalogue" || !deps.model) return offline;
  const chosen = await chooseStandards(deps, topic, grade);
  if (!chosen) return offline;
  // The model chose within the grade; the offline result's other grades stay behind "Show other grades".
  const others = offline.standards.filter((s) => grade && s.grade !== grade);
  return {
    standards: [...gradeFirst(chosen.standards, grade, true).map(offerStandard), ...others],
    rationale: chosen.rationale,
    source: "model",
    grade,
  };
}

/** GET /api/standards/{code}: the standard's place in CCSS and its teaching card (null if none yet). */
export function getStandardWithCard(code: string):
  | {
      standard: { code: string; grade: string; strand: string; domain: string; description: string };
      teaching: TeachingCard | null;
    }
  | undefined {
  const s = getStandardDetails(code);
  if (!s) return undefined;
  return {
    standard: { code: s.code, grade: s.grade, strand: s.strand, domain: s.domain, description: s.description },
    teaching: getTeachingCard(s.code) ?? null,
  };
}
