import type { Finding } from "@shared/script/check-script";
import { ConfirmDialog } from "@client/components/confirm-dialog";

/** The Script-check errors a save would keep (docs/product/rules.md, "Script check"). */
export const saveProblems = (findings: readonly Finding[] | null | undefined): Finding[] =>
  (findings ?? []).filter((f) => f.severity === "error");

/** "Save with N problems?" ("problem" when there is one). */
export const saveProblemsTitle = (n: number): string => `Save with ${n} ${n === 1 ? "problem" : "problems"}?`;

/**
 * Asked before saving a script whose Script check still has errors (ADR 0056): the one confirmation dialog (an
 * accessible Radix alert dialog, focus trapped, closed only by its buttons) listing each error with its scene,
 * with Save anyway / Cancel.
 */
export function SaveWithProblemsDialog({
  problems,
  open,
  onSave,
  onCancel,
}: {
  problems: readonly Finding[];
  open: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={saveProblemsTitle(problems.length)}
      description={
        <span className="block space-y-2">
          <span className="block">
            The Script check still finds these problems. You can fix them first, or save anyway.
          </span>
          <span role="list" aria-label="Problems" className="block list-disc space-y-1 pl-5 text-left">
            {problems.map((p, i) => (
              <span role="listitem" key={i} className="list-item">
                {p.scene ? `Scene ${p.scene}: ` : ""}
                {p.message}
              </span>
            ))}
          </span>
        </span>
      }
      confirmLabel="Save anyway"
      cancelLabel="Cancel"
      onConfirm={onSave}
      onCancel={onCancel}
    />
  );
}
