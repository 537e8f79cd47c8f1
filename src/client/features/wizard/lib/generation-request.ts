import type { GenerationRequest } from "@client/api/generation";
import type { WizardState } from "../stores/wizard-store";

/** The generation payload (docs/product/api.md#endpoints: POST /api/subtopics and /api/generate-script) built from the wizard state. */
export function generationRequest(
  state: Pick<
    WizardState,
    | "topic"
    | "grade"
    | "targetMinutes"
    | "standards"
    | "characters"
    | "contentConsiderations"
    | "attachmentUrl"
    | "attachmentName"
    | "contextScripts"
  >,
): GenerationRequest {
  return {
    topic: state.topic,
    grade: state.grade,
    targetMinutes: state.targetMinutes,
    standards: state.standards.map((s) => s.code),
    characters: state.characters.map((c) => ({
      name: c.name,
      label: c.label,
      personality: c.personality ?? "",
      catchphrase: c.catchphrase ?? null,
      educationalStrength: c.educationalStrength ?? null,
      photoUrl: c.photoUrl ?? null,
    })),
    contentConsiderations: state.contentConsiderations.trim() || null,
    attachmentUrl: state.attachmentUrl,
    attachmentName: state.attachmentName,
    contextScripts: state.contextScripts.map((s) => s.id),
  };
}
