import type { ReactNode } from "react";
import { ArrowLeft, Printer, Save } from "lucide-react";
import type { ReviewStatus } from "@shared/schemas/collaboration";
import { StatusBadge } from "@client/components/workflow/status-badge";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";

interface EditorTopBarProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  onBack: () => void;
  onSave: () => void;
  canSave: boolean;
  isSaving: boolean;
  isChanged: boolean;
  /** A draft (a generated script not in My Scripts yet). */
  isDraft: boolean;
  /** The wizard's tempScript: no server copy yet. */
  isTemp: boolean;
  /** The Download menu (the exports of docs/product/exports.md), beside Print. */
  downloadMenu?: ReactNode;
  /** The caller may read (and comment on or review) but not edit this script. */
  isReadOnly?: boolean;
  /** The review status of a saved script (docs/product/team-workflow.md "Review"). */
  status?: ReviewStatus;
  /** The owner's e-mail, when someone else's script is open. */
  author?: string | null;
}

/**
 * docs/product/screens.md#script-editor top bar: Back, editable topic title, Print, Save Project. Hidden when printing.
 */
export function EditorTopBar({
  topic,
  onTopicChange,
  onBack,
  onSave,
  canSave,
  isSaving,
  isChanged,
  isDraft,
  isTemp,
  downloadMenu,
  isReadOnly = false,
  status: reviewStatus,
  author,
}: EditorTopBarProps) {
  const status = isReadOnly
    ? `Read only${author ? ` · by ${author}` : ""}`
    : isSaving
      ? "Saving…"
      : isChanged
        ? "Unsaved changes"
        : isDraft
          ? "Draft: kept for 30 days, in My Scripts once saved"
          : isTemp
            ? "Not in My Scripts yet"
            : "All changes saved";
  return (
    <div className="no-print flex flex-wrap items-center gap-3 border-b bg-background px-4 py-3">
      <Button type="button" variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <div className="min-w-48 flex-1">
        <label htmlFor="script-title" className="sr-only">
          Script title
        </label>
        <Input
          id="script-title"
          value={topic}
          readOnly={isReadOnly}
          maxLength={200}
          onChange={(e) => onTopicChange(e.target.value)}
          className="h-10 border-transparent text-lg font-semibold shadow-none hover:border-input md:text-lg"
        />
      </div>
      {reviewStatus ? <StatusBadge status={reviewStatus} /> : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {status}
      </p>
      {downloadMenu}
      <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      {isReadOnly ? null : (
        <Button type="button" size="sm" onClick={onSave} disabled={!canSave} aria-keyshortcuts="Control+S Meta+S">
          {isSaving ? <Spinner size="sm" aria-label="Saving" className="text-current" /> : <Save aria-hidden="true" />}
          Save Project
        </Button>
      )}
    </div>
  );
}
