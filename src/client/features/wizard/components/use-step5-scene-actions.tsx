import { useState, type ReactNode } from "react";
import { applySceneOperation, type SceneOperation } from "@shared/script/scene-ops";
import { SceneToolbar } from "@client/components/scene-toolbar";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { recheckScript } from "@client/lib/recheck-script";
import { rewriteScene } from "@client/api/scenes";
import { generationRequest } from "../lib/generation-request";
import { useWizardStore } from "../stores/wizard-store";

/**
 * Step 5's scene actions (docs/product/scene-operations.md): rewrite one scene (POST /api/rewrite-scene with the
 * wizard's choices), move it, duplicate it, delete it. The wizard's script changes in place; its server draft
 * stays linked, so Save Script saves the new text.
 */
export function useStep5SceneActions(): (scene: number, sceneCount: number, label: string) => ReactNode {
  const [isBusy, setIsBusy] = useState(false);

  const handleOperation = (op: SceneOperation) => {
    const state = useWizardStore.getState();
    const next = applySceneOperation(state.script, op);
    if (next === null) return;
    state.replaceScriptText(
      next,
      recheckScript(next, {
        selectedCodes: state.standards.map((s) => s.code),
        grade: state.grade,
        targetMinutes: state.targetMinutes,
        previous: state.scriptChecks,
      }),
    );
  };

  const handleRewrite = async (scene: number, note: string) => {
    const state = useWizardStore.getState();
    if (!state.concept) return;
    setIsBusy(true);
    try {
      const { attachmentUrl: _a, attachmentName: _n, contextScripts: _c, ...choices } = generationRequest(state);
      const reply = await rewriteScene({
        ...choices,
        concept: state.concept,
        scriptContent: state.script,
        scene,
        ...(note ? { note } : {}),
      });
      useWizardStore.getState().replaceScriptText(reply.scriptContent, reply.checks);
      toast({ title: `Scene ${scene} rewritten`, description: "Every other scene is unchanged." });
    } catch (error) {
      throw new Error(errorMessage(error, "The scene could not be rewritten. Please try again."));
    } finally {
      setIsBusy(false);
    }
  };

  return (scene, sceneCount, label) => (
    <SceneToolbar
      scene={scene}
      sceneCount={sceneCount}
      sceneLabel={label}
      isBusy={isBusy}
      onOperation={handleOperation}
      onRewrite={(note) => handleRewrite(scene, note)}
    />
  );
}
