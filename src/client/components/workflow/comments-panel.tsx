import { useId, useMemo, useState } from "react";
import { MessageSquarePlus } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/components/ui/use-toast";
import { useCurrentUser } from "@client/api/auth";
import { useAddComment, useComments, useDeleteComment, useUpdateComment } from "@client/api/comments";
import { errorMessage } from "@client/lib/api-client";
import { CommentThreadCard, type ThreadActions } from "./comment-thread-card";
import { groupThreads } from "./comment-threads";

/** The lines a new comment is about: character offsets into the text at the saved version, and that text. */
export interface SelectedLines {
  from: number;
  to: number;
  text: string;
}

interface CommentsPanelProps {
  scriptId: number;
  /** The saved version the shown text is (new comments are made on it). */
  version: number;
  /** The text at `version` (anchors are offsets into it). */
  text: string;
  /** The lines selected in the text, when the host lets people pick lines (the editor); else whole-script only. */
  getSelectedLines?: () => SelectedLines | null;
  /** Why lines cannot be picked now (e.g. unsaved edits), shown instead of the button. */
  selectionNote?: string | null;
  activeId?: number | null;
  onShow?: (id: number) => void;
}

const failed = (err: unknown) =>
  toast({ variant: "destructive", title: "Comment not saved", description: errorMessage(err) });

/**
 * Whether a reply or an edit was saved; a failure is told in the toast. The form clears only on `true`, so text the
 * server refused stays in its box to send again (docs/product/team-workflow.md "Comments").
 */
const saved = (change: Promise<unknown>): Promise<boolean> =>
  change.then(
    () => true,
    (err: unknown) => {
      failed(err);
      return false;
    },
  );

/**
 * Comments on the text (docs/product/team-workflow.md "Comments on the text"): every thread in reading order
 * (resolved ones behind a toggle), a new comment on the selected lines or on the whole script, reply, resolve,
 * reopen, and edit or delete one's own. Anyone who can open the script may comment (the server checks).
 */
export function CommentsPanel({
  scriptId,
  version,
  text,
  getSelectedLines,
  selectionNote,
  activeId = null,
  onShow,
}: CommentsPanelProps) {
  const titleId = useId();
  const newId = useId();
  const { data: user } = useCurrentUser();
  const comments = useComments(scriptId);
  const add = useAddComment(scriptId);
  const update = useUpdateComment(scriptId);
  const remove = useDeleteComment(scriptId);
  const [showResolved, setShowResolved] = useState(false);
  const [pending, setPending] = useState<{ anchor: SelectedLines | null } | null>(null);
  const [body, setBody] = useState("");

  const threads = useMemo(() => groupThreads(comments.data ?? []), [comments.data]);
  const open = threads.filter((t) => !t.root.resolved);
  const shown = showResolved ? threads : open;
  const resolvedCount = threads.length - open.length;
  const isBusy = add.isPending || update.isPending || remove.isPending;

  const actions: ThreadActions = {
    reply: (parentId, replyBody) => saved(add.mutateAsync({ body: replyBody, version, anchor: null, parentId })),
    setResolved: (commentId, resolved) => update.mutate({ commentId, resolved }, { onError: failed }),
    edit: (commentId, newBody) => saved(update.mutateAsync({ commentId, body: newBody })),
    remove: (commentId) => remove.mutate(commentId, { onError: failed }),
  };

  const startOnLines = () => {
    const lines = getSelectedLines?.() ?? null;
    setPending({ anchor: lines && lines.to > lines.from ? lines : null });
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!pending || !body.trim()) return;
    const anchor = pending.anchor ? { from: pending.anchor.from, to: pending.anchor.to } : null;
    add.mutate(
      { body: body.trim(), version, anchor },
      {
        onSuccess: () => {
          setBody("");
          setPending(null);
        },
        onError: failed,
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          Comments{open.length > 0 ? ` (${open.length} open)` : ""}
        </h3>
        {resolvedCount > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setShowResolved((v) => !v)}>
            {showResolved ? "Hide resolved" : `Show resolved (${resolvedCount})`}
          </Button>
        ) : null}
      </div>

      {pending ? (
        <form onSubmit={handleSubmit} className="space-y-2 rounded-md border p-3">
          <p className="text-xs text-muted-foreground">
            {pending.anchor ? "On the selected lines:" : "On the whole script"}
          </p>
          {pending.anchor ? (
            <blockquote className="max-h-24 overflow-auto border-l-2 border-amber-400 pl-2 text-xs whitespace-pre-wrap text-muted-foreground">
              {pending.anchor.text}
            </blockquote>
          ) : null}
          <label htmlFor={newId} className="sr-only">
            New comment
          </label>
          <Textarea
            id={newId}
            rows={3}
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
              Post comment
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {getSelectedLines && !selectionNote ? (
            <Button type="button" size="sm" variant="outline" onClick={startOnLines}>
              <MessageSquarePlus aria-hidden="true" />
              Comment on selected lines
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="outline" onClick={() => setPending({ anchor: null })}>
            {getSelectedLines && !selectionNote ? null : <MessageSquarePlus aria-hidden="true" />}
            Comment on the whole script
          </Button>
        </div>
      )}
      {selectionNote ? <p className="text-xs text-muted-foreground">{selectionNote}</p> : null}

      {comments.isPending ? (
        <Spinner size="sm" aria-label="Loading comments" />
      ) : comments.isError ? (
        <p role="alert" className="text-destructive">
          Comments could not be loaded. {errorMessage(comments.error)}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground">{threads.length === 0 ? "No comments yet." : "No open comments."}</p>
      ) : (
        <ul aria-label="Comment threads" className="space-y-3">
          {shown.map((thread) => (
            <li key={thread.root.id}>
              <CommentThreadCard
                thread={thread}
                text={text}
                myEmail={user?.email}
                isActive={thread.root.id === activeId}
                isBusy={isBusy}
                canComment
                actions={actions}
                onShow={onShow}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
