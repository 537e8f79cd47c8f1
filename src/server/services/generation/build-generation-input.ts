import type { AppUser } from "@shared/schemas/user";
import type { ConceptsRequest, GenerateScriptRequest } from "@shared/schemas/script";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import type { GenerationInput } from "../../ai/generation-input";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { ownScripts } from "../scripts/own-script";
import { getPdfTextForUser } from "../uploads/get-pdf-text";

/**
 * Resolves a validated generation request into generator input: CCSS text for each code (unknown codes →
 * 400), the caller's OWN context scripts by id (others' ids are ignored), and the supporting PDF's text
 * (an uploaded PDF of the caller's, or the spec's data-URL form).
 */
export async function buildGenerationInput(
  db: Db,
  user: AppUser,
  request: ConceptsRequest | GenerateScriptRequest,
): Promise<Omit<GenerationInput, "concept"> & { concept?: GenerationInput["concept"] }> {
  const standards = resolveStandards(request.standards);
  const ids = [...new Set(request.contextScripts)];
  const contextScripts = ids.length
    ? await db
        .select({ topic: scripts.topic, concept: scripts.concept, scriptContent: scripts.scriptContent })
        .from(scripts)
        .where(ownScripts(user, ids))
    : [];
  const pdfText = request.attachmentUrl ? await getPdfTextForUser(db, user, request.attachmentUrl) : null;
  return {
    topic: request.topic,
    standards,
    characters: request.characters,
    concept: "concept" in request ? request.concept : undefined,
    contentConsiderations: request.contentConsiderations,
    pdfText,
    contextScripts,
    grade: request.grade ?? null,
    targetMinutes: request.targetMinutes ?? null,
    seed: "seed" in request ? request.seed : undefined,
  };
}
