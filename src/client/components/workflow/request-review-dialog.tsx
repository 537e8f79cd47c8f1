import { useId, useState, type ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/components/ui/use-toast";
import { useRequestReview } from "@client/api/reviews";
import { errorMessage } from "@client/lib/api-client";
import { looksLikeEmail, parseEmailList } from "./email-list";

interface RequestReviewDialogProps {
  scriptId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog: focus goes back to it when the dialog closes (keyboard users stay put). */
  children: ReactNode;
}

/**
 * "Request review" (docs/product/team-workflow.md "Review"): colleagues' e-mails (one or more) and an optional
 * message. Each reviewer is e-mailed a link and finds the script in their Reviews; a private script is shared
 * with them. The server's 400 names an address that is not a verified colleague; it is shown in the dialog.
 */
export function RequestReviewDialog({ scriptId, open, onOpenChange, children }: RequestReviewDialogProps) {
  const emailsId = useId();
  const messageId = useId();
  const errorId = useId();
  const request = useRequestReview(scriptId);
  const [emails, setEmails] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setError(null);
      request.reset();
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const reviewers = parseEmailList(emails);
    if (reviewers.length === 0) return setError("Name at least one reviewer by e-mail.");
    const bad = reviewers.find((e) => !looksLikeEmail(e));
    if (bad) return setError(`"${bad}" is not an e-mail address.`);
    setError(null);
    request.mutate(
      { reviewers, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Review requested", description: `Sent to ${reviewers.join(", ")}.` });
          setEmails("");
          setMessage("");
          close(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Request review</DialogTitle>
            <DialogDescription>
              Each reviewer gets an e-mail with a link and finds the script in their Reviews.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor={emailsId} className="text-sm font-medium">
              Reviewers' e-mails
            </label>
            <Input
              id={emailsId}
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
              placeholder="reviewer@newsela.com, another@newsela.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor={messageId} className="text-sm font-medium">
              Message (optional)
            </label>
            <Textarea
              id={messageId}
              rows={3}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? "Sending..." : "Send request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
