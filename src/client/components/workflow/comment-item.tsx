import { useId, useState } from "react";
import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/textarea";
import type { CommentDto } from "@client/api/comments";
import { formatDateTime } from "@client/lib/format";

interface CommentItemProps {
  comment: CommentDto;
  isMine: boolean;
  isBusy: boolean;
  /** Resolves whether the edit was saved: the edit box closes only then. */
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One comment or reply: author, when, the text; its author may edit or delete it. */
export function CommentItem({ comment, isMine, isBusy, onEdit, onDelete }: CommentItemProps) {
  const editId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  // Every comment of yours has Edit and Delete: its first words keep their names unique.
  const which = `your comment “${comment.body.length > 40 ? `${comment.body.slice(0, 40)}…` : comment.body}”`;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium break-all text-foreground">{comment.author}</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.edited ? <span>(edited)</span> : null}
        {comment.version ? <span>on v{comment.version}</span> : null}
      </p>
      {editing === null ? (
        <p className="text-sm break-words whitespace-pre-wrap">{comment.body}</p>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!editing.trim()) return;
            void onEdit(editing.trim()).then((isSaved) => {
              if (isSaved) setEditing(null);
            });
          }}
        >
          <label htmlFor={editId} className="sr-only">
            Edit comment
          </label>
          <Textarea id={editId} rows={2} value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={isBusy || !editing.trim()}>
              Save comment
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {isMine && editing === null ? (
        <div className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-7 px-2"
            aria-label={`Edit ${which}`}
            onClick={() => setEditing(comment.body)}
          >
            Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-destructive hover:text-destructive"
            aria-label={`Delete ${which}`}
            disabled={isBusy}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      ) : null}
    </div>
  );
}
