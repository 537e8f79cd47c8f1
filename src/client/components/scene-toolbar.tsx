import { useId, useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Copy, Sparkles, Trash2 } from "lucide-react";
import type { SceneOperation } from "@shared/script/scene-ops";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";

/** Notes offered under "Rewrite this scene" (docs/product/scene-operations.md). */
export const SCENE_NOTE_SUGGESTIONS = ["shorter", "simpler words", "another example"] as const;

export interface SceneToolbarProps {
  /** 1-based. */
  scene: number;
  sceneCount: number;
  /** The scene's name as shown ("HOOK", "Teach: RHYMES"), for the dialog's title. */
  sceneLabel: string;
  /** Runs one operation; resolves when it is done (and saved, where the screen saves). */
  onOperation: (op: SceneOperation) => Promise<void> | void;
  /** Rewrites the scene with the writer's note; resolves when the new scene is in place, rejects on failure. */
  onRewrite: (note: string) => Promise<void>;
  /** Another scene operation is running (buttons wait). */
  isBusy?: boolean;
}

/**
 * A scene's own actions (docs/product/scene-operations.md): "Rewrite this scene" (a dialog with an optional note)
 * and icon buttons to move it up or down, duplicate it and delete it. Every accessible name carries the scene
 * number, so each is unique on the page, and starts with the words shown (WCAG 2.5.3 label in name).
 */
export function SceneToolbar({
  scene,
  sceneCount,
  sceneLabel,
  onOperation,
  onRewrite,
  isBusy = false,
}: SceneToolbarProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [note, setNote] = useState("");
  const [isRewriting, setIsRewriting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const errorId = useId();
  const disabled = isBusy || isRewriting;

  const handleRewrite = async (event: FormEvent) => {
    event.preventDefault();
    setIsRewriting(true);
    setError(null);
    try {
      await onRewrite(note.trim());
      setIsOpen(false);
      setNote("");
    } catch (err) {
      setError(err instanceof Error ? err.message : "The scene could not be rewritten. Please try again.");
    } finally {
      setIsRewriting(false);
    }
  };

  const icon = (label: string, op: SceneOperation["kind"], Icon: typeof ArrowUp, isOff = false) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={label}
      title={label}
      disabled={disabled || isOff}
      onClick={() => void onOperation({ kind: op, scene })}
    >
      <Icon aria-hidden="true" />
    </Button>
  );

  return (
    <div role="group" aria-label={`Scene ${scene} actions`} className="flex flex-wrap items-center gap-1">
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setIsOpen(true)}>
        <Sparkles aria-hidden="true" />
        Rewrite this scene<span className="sr-only"> (scene {scene})</span>
      </Button>
      {icon(`Move scene ${scene} up`, "moveUp", ArrowUp, scene === 1)}
      {icon(`Move scene ${scene} down`, "moveDown", ArrowDown, scene === sceneCount)}
      {icon(`Duplicate scene ${scene}`, "duplicate", Copy)}
      {icon(`Delete scene ${scene}`, "delete", Trash2, sceneCount <= 1)}
      <Dialog open={isOpen} onOpenChange={(open) => !isRewriting && setIsOpen(open)}>
        <DialogContent>
          <form onSubmit={(e) => void handleRewrite(e)} className="space-y-4">
            <DialogHeader>
              <DialogTitle>
                Rewrite scene {scene} — {sceneLabel}
              </DialogTitle>
              <DialogDescription>
                Only this scene is written again; every other scene stays exactly as it is.
              </DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <label htmlFor={noteId} className="text-sm font-medium">
                Note (optional)
              </label>
              <Input
                id={noteId}
                value={note}
                maxLength={300}
                onChange={(e) => setNote(e.target.value)}
                placeholder="e.g. shorter"
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
              />
              <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested notes">
                {SCENE_NOTE_SUGGESTIONS.map((s) => (
                  <Button
                    key={s}
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-pressed={note === s}
                    onClick={() => setNote(s)}
                  >
                    {s}
                  </Button>
                ))}
              </div>
              {error ? (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={isRewriting} onClick={() => setIsOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isRewriting}>
                {isRewriting ? <Spinner size="sm" aria-hidden="true" /> : null}
                {isRewriting ? "Rewriting..." : "Rewrite scene"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
