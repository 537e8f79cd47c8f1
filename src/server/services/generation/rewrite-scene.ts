import type { LanguageModel } from "ai";
import { AppError } from "@shared/errors";
import type { RewriteSceneRequest, RewriteSceneResponse } from "@shared/schemas/rewrite-scene";
import { parseContract } from "@shared/script/contract";
import { replaceScene, retimeScene, splitScenes } from "@shared/script/scene-ops";
import { parseScript } from "@shared/script-format";
import { toAiAppError } from "../../ai/errors";
import { readSceneNote } from "../../ai/scene-rewrite/note";
import { rewriteSceneWithModel } from "../../ai/scene-rewrite/model";
import { rewriteSceneOffline } from "../../ai/scene-rewrite/offline";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { checkGenerated } from "./generate-script";

export interface RewriteSceneDeps {
  model: LanguageModel | null;
  /** Whole model call limit (ms). */
  timeoutMs: number;
}

/**
 * POST /api/rewrite-scene (docs/product/scene-operations.md): scene `request.scene` (1-based) redone by the
 * model (one request with the whole script as context) or the offline engine (the same choices under another
 * seed, the note as a constraint); every other scene and the header stay byte for byte; the new scene's time
 * in its heading and the Script check are recomputed.
 * @throws AppError VALIDATION_ERROR (no such scene, unknown standard code), UPSTREAM_AI_ERROR (model failed or
 *   answered without a scene; the offline engine found no different version).
 */
export async function rewriteScene(
  deps: RewriteSceneDeps,
  request: RewriteSceneRequest,
  onError: (error: unknown) => void,
): Promise<RewriteSceneResponse> {
  const count = splitScenes(request.scriptContent).scenes.length;
  if (count === 0)
    throw new AppError("VALIDATION_ERROR", "This script has no scenes (lines such as “SCENE 1 — HOOK (0:20)”).");
  if (request.scene > count)
    throw new AppError(
      "VALIDATION_ERROR",
      `This script has ${count} scene${count === 1 ? "" : "s"}; there is no scene ${request.scene}.`,
    );
  const standards = resolveStandards(request.standards);
  const grade = request.grade ?? parseContract(request.scriptContent).grade;
  const note = readSceneNote(request.note);

  let scene: string | null;
  if (deps.model) {
    try {
      scene = await rewriteSceneWithModel(
        { model: deps.model, timeoutMs: deps.timeoutMs },
        {
          scriptContent: request.scriptContent,
          sceneNumber: request.scene,
          note,
          grade,
          characters: request.characters,
        },
      );
    } catch (error) {
      onError(error);
      throw toAiAppError(error);
    }
    if (!scene)
      throw new AppError(
        "UPSTREAM_AI_ERROR",
        "The AI model returned an answer that could not be read as a scene. Please try again.",
      );
  } else {
    const topic = request.topic || parseScript(request.scriptContent).topic || request.concept.title;
    scene = rewriteSceneOffline(
      {
        topic,
        standards,
        characters: request.characters,
        concept: request.concept,
        grade,
        targetMinutes: request.targetMinutes ?? null,
        contentConsiderations: request.contentConsiderations ?? null,
      },
      request.scriptContent,
      request.scene,
      note,
      request.seed,
    );
    if (!scene)
      throw new AppError(
        "UPSTREAM_AI_ERROR",
        note.shorter
          ? "The offline engine could not write a shorter version of this scene. Try another note."
          : "The offline engine could not write a different version of this scene. Try another note.",
      );
  }

  const scriptContent = replaceScene(request.scriptContent, request.scene, retimeScene(scene, grade))!;
  return {
    scriptContent,
    checks: checkGenerated(scriptContent, { standards, grade, targetMinutes: request.targetMinutes ?? null }),
    engine: deps.model ? "model" : "offline",
  };
}
