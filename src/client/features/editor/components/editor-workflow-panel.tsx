import type { CheckedScript } from "@client/api/scripts";
import { ActivityPanel } from "@client/components/workflow/activity-panel";
import { CommentsPanel, type SelectedLines } from "@client/components/workflow/comments-panel";
import { ReviewPanel } from "@client/components/workflow/review-panel";
import { SharingControl } from "@client/components/workflow/sharing-control";

interface EditorWorkflowPanelProps {
  /** The server's copy (with sharing, review and the caller's access). */
  script: CheckedScript;
  /** The editor has edits not saved yet. */
  isChanged: boolean;
  getSelectedLines: () => SelectedLines | null;
  activeCommentId: number | null;
  onShowComment: (id: number) => void;
}

/**
 * The editor's team side panel (docs/product/team-workflow.md): sharing and co-editors, review and decisions,
 * comments beside the text, and the activity log.
 */
export function EditorWorkflowPanel({
  script,
  isChanged,
  getSelectedLines,
  activeCommentId,
  onShowComment,
}: EditorWorkflowPanelProps) {
  return (
    <aside
      aria-labelledby="editor-team-title"
      className="no-print flex flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground [&>section:not(:last-child)]:border-b [&>section:not(:last-child)]:pb-4"
    >
      <h2 id="editor-team-title" className="text-base font-semibold">
        Team
      </h2>
      <ReviewPanel script={script} hasUnsavedChanges={isChanged} />
      <CommentsPanel
        scriptId={script.id}
        version={script.version}
        text={script.scriptContent}
        getSelectedLines={getSelectedLines}
        selectionNote={isChanged ? "Save your edits to comment on lines of the new text." : null}
        activeId={activeCommentId}
        onShow={onShowComment}
      />
      <SharingControl script={script} />
      <ActivityPanel scriptId={script.id} />
    </aside>
  );
}
