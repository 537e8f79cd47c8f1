import { useId, useState } from "react";
import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/textarea";
import { cn } from "@client/lib/utils";
import { CommentItem } from "./comment-item";
import { threadPlace, threadQuote, type CommentThread } from "./comment-threads";

/** What a thread can do; `reply` and `edit` resolve whether the text was saved (on false the box keeps it). */
export interface ThreadActions {
  reply: (parentId: number, body: string) => Promise<boolean>;
  setResolved: (commentId: number, resolved: boolean) => void;
  edit: (commentId: number, body: string) => Promise<boolean>;
  remove: (commentId: number) => void;
}

interface CommentThreadCardProps {
  thread: CommentThread;
  text: string;
  myEmail: string | undefined;
  isActive: boolean;
  isBusy: boolean;
  canComment: boolean;
  actions: ThreadActions;
  /** Shows the thread's range in the text (the editor selects and scrolls to it). */
  onShow?: (id: number) => void;
}

/**
 * A thread (docs/product/team-workflow.md "Comments on the text"): where it is (lines, whole script, or outdated
 * with the text it was made on), the comments, reply, resolve and reopen.
 */
export function CommentThreadCard({
  thread,
  text,
  myEmail,
  isActive,
  isBusy,
  canComment,
  actions,
  onShow,
}: CommentThreadCardProps) {
  const replyId = useId();
  const [reply, setReply] = useState("");
  const { root, replies } = thread;
  const place = threadPlace(root, text);
  const quote = threadQuote(root, text);
  const isMine = (author: string) => !!myEmail && author.toLowerCase() === myEmail.toLowerCase();

  return (
    <article
      aria-label={`Comment by ${root.author}, ${place}${root.resolved ? ", resolved" : ""}`}
      data-comment-thread={root.id}
      className={cn(
        "space-y-2 rounded-md border p-3",
        isActive && "border-amber-500 ring-2 ring-amber-400",
        root.resolved && "bg-muted/50",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        {onShow && root.anchor && !root.outdated ? (
          <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => onShow(root.id)}>
            {place}
          </Button>
        ) : (
          <span className={cn("font-medium", root.outdated && "text-amber-900")}>{place}</span>
        )}
        {root.resolved ? <span className="text-muted-foreground">Resolved</span> : null}
      </div>
      {quote ? (
        <blockquote className="border-l-2 border-amber-400 pl-2 text-xs break-words whitespace-pre-wrap text-muted-foreground">
          {root.outdated ? <span className="font-medium">Was on: </span> : null}
          {quote}
        </blockquote>
      ) : null}
      <CommentItem
        comment={root}
        isMine={isMine(root.author)}
        isBusy={isBusy}
        onEdit={(body) => actions.edit(root.id, body)}
        onDelete={() => actions.remove(root.id)}
      />
      {replies.length > 0 ? (
        <ul aria-label="Replies" className="space-y-2 border-l pl-3">
          {replies.map((r) => (
            <li key={r.id}>
              <CommentItem
                comment={r}
                isMine={isMine(r.author)}
                isBusy={isBusy}
                onEdit={(body) => actions.edit(r.id, body)}
                onDelete={() => actions.remove(r.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {canComment ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reply.trim()) return;
            void actions.reply(root.id, reply.trim()).then((isSaved) => {
              if (isSaved) setReply("");
            });
          }}
        >
          <label htmlFor={replyId} className="sr-only">
            Reply to {root.author}, {place}
          </label>
          <Textarea
            id={replyId}
            rows={1}
            placeholder="Reply"
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            className="min-h-9"
          />
          <div className="flex flex-wrap gap-2">
            {/* Each thread has these two: its author and place keep their names unique (the words shown first). */}
            <Button
              type="submit"
              size="sm"
              variant="outline"
              aria-label={`Reply to the comment by ${root.author}, ${place}`}
              disabled={isBusy || !reply.trim()}
            >
              Reply
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`${root.resolved ? "Reopen" : "Resolve"} the comment by ${root.author}, ${place}`}
              disabled={isBusy}
              onClick={() => actions.setResolved(root.id, !root.resolved)}
            >
              {root.resolved ? "Reopen" : "Resolve"}
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
