import { useId, useState } from "react";
import { applySceneOperation, scenesOf, tagScene, type SceneOperation } from "@shared/script/scene-ops";
import { SceneToolbar } from "@client/components/scene-toolbar";
import { sceneName } from "@client/components/script-beat";
import { formatDuration } from "@shared/script-format";
import { errorMessage } from "@client/lib/api-client";
import { rewriteScene } from "@client/api/scenes";
import type { EditorFields, EditorScript } from "../lib/editor-script";
import { NativeSelect } from "@client/components/ui/native-select";

interface ScenePanelProps {
  script: EditorScript;
  fields: EditorFields;
  /** Puts the text in the editor and saves it as one version; resolves true when saved. */
  onSave: (scriptContent: string, savedToast: { title: string; description: string }) => Promise<boolean>;
  /** Puts the text in the editor unsaved, as one edit its undo takes back ("Tag scene"). */
  onEdit: (scriptContent: string) => void;
  isSaving: boolean;
}

const OP_DONE: Record<SceneOperation["kind"], string> = {
  moveUp: "moved up",
  moveDown: "moved down",
  duplicate: "duplicated",
  delete: "deleted",
};

/**
 * The editor's scene list (docs/product/scene-operations.md): each scene with "Rewrite this scene", move up/down,
 * duplicate and delete. Every operation is saved at once as one version, so restoring the version before it
 * (Versions) undoes it. "Tag scene N with a standard" (docs/product/coverage.md) writes the scene's `STANDARD:`
 * line in the text instead, unsaved, as one edit (undo in the text takes it back); the coverage map reads it once
 * the script is saved.
 */
export function ScenePanel({ script, fields, onSave, onEdit, isSaving }: ScenePanelProps) {
  const scenes = scenesOf(fields.scriptContent);
  const [isBusy, setIsBusy] = useState(false);
  const [tagged, setTagged] = useState("");
  const codes = script.standards.map((s) => s.code);
  const undoHint = "Saved as a new version; restore the previous version to undo it.";

  const handleOperation = async (op: SceneOperation) => {
    const next = applySceneOperation(fields.scriptContent, op);
    if (next === null) return;
    setIsBusy(true);
    try {
      await onSave(next, { title: `Scene ${op.scene} ${OP_DONE[op.kind]}`, description: undoHint });
    } finally {
      setIsBusy(false);
    }
  };

  const handleRewrite = async (scene: number, note: string) => {
    setIsBusy(true);
    try {
      const reply = await rewriteScene({
        scriptContent: fields.scriptContent,
        scene,
        ...(note ? { note } : {}),
        topic: fields.topic,
        grade: script.grade ?? null,
        targetMinutes: script.targetMinutes ?? null,
        standards: script.standards.map((s) => s.code),
        characters: script.characters,
        concept: { title: fields.concept || fields.topic, description: script.conceptDescription ?? "" },
        contentConsiderations: script.contentConsiderations,
      });
      const saved = await onSave(reply.scriptContent, { title: `Scene ${scene} rewritten`, description: undoHint });
      if (!saved) throw new Error("The new scene is in the editor but was not saved. Use Save Project.");
    } catch (error) {
      throw new Error(errorMessage(error, "The scene could not be rewritten. Please try again."));
    } finally {
      setIsBusy(false);
    }
  };

  const handleTag = (scene: number, code: string | null) => {
    const next = tagScene(fields.scriptContent, scene, code);
    if (next === null || next === fields.scriptContent) return;
    onEdit(next);
    setTagged(
      `${code ? `Scene ${scene} tagged ${code}` : `Scene ${scene} untagged`}. Save the script to update the coverage map.`,
    );
  };

  return (
    <section aria-labelledby="scenes-heading" className="rounded-lg border bg-card p-4">
      <h2 id="scenes-heading" className="text-base font-semibold">
        Scenes
      </h2>
      {scenes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No scenes yet: a scene starts with a line such as “SCENE 1 — HOOK (0:20)”.
        </p>
      ) : (
        <ol className="mt-2 space-y-3">
          {scenes.map((scene) => (
            <li key={scene.number} className="space-y-1 border-b pb-3 last:border-b-0">
              <p className="text-sm font-medium break-words">
                {scene.number}. {sceneName(scene)}{" "}
                <span className="font-normal text-muted-foreground">({formatDuration(scene.durationSec)})</span>
              </p>
              <SceneToolbar
                scene={scene.number}
                sceneCount={scenes.length}
                sceneLabel={sceneName(scene)}
                isBusy={isBusy || isSaving}
                onOperation={handleOperation}
                onRewrite={(note) => handleRewrite(scene.number, note)}
              />
              <SceneTag
                scene={scene.number}
                current={scene.tags?.[0] ?? null}
                codes={codes}
                disabled={isBusy || isSaving}
                onTag={(code) => handleTag(scene.number, code)}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="mt-2 text-sm text-muted-foreground empty:hidden">
        {tagged}
      </p>
    </section>
  );
}

/**
 * "Tag scene N with a standard": the script's selected standards (and the scene's own tag, if another), or
 * "Not tagged". Choosing one rewrites the scene's `STANDARD:` line at once (`tagScene`).
 */
function SceneTag({
  scene,
  current,
  codes,
  disabled,
  onTag,
}: {
  scene: number;
  current: string | null;
  codes: readonly string[];
  disabled: boolean;
  onTag: (code: string | null) => void;
}) {
  const id = useId();
  const options = current && !codes.includes(current) ? [...codes, current] : codes;
  if (options.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>Tag scene {scene} with a standard</label>
      <NativeSelect
        id={id}
        className="h-8 w-auto px-2"
        value={current ?? ""}
        disabled={disabled}
        onChange={(e) => onTag(e.target.value || null)}
      >
        <option value="">Not tagged</option>
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
