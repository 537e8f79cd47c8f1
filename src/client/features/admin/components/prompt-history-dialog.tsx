import { useState } from "react";
import { History } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { usePromptVersions, useRestorePromptVersion, type AdminPrompt } from "@client/api/admin";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@client/lib/format";
import { notifyError, notifySuccess } from "../lib/notify";

/**
 * A prompt's history (docs/product/admin-prompts.md): every earlier text, newest first, each restorable. A
 * restore is an ordinary change, so the text it replaces joins the history and can be restored in turn.
 */
export function PromptHistoryButton({ prompt }: { prompt: AdminPrompt }) {
  const [isOpen, setIsOpen] = useState(false);
  const versions = usePromptVersions(prompt.id, isOpen);
  const restore = useRestorePromptVersion();

  const handleRestore = (versionId: number, when: string) =>
    restore.mutate(
      { id: prompt.id, versionId },
      {
        onSuccess: () => {
          notifySuccess(`Prompt restored to the text replaced on ${when}.`);
          setIsOpen(false);
        },
        onError: (err) => notifyError(`Failed to restore prompt: ${errorMessage(err, "unknown error")}`, err),
      },
    );

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`History of prompt ${prompt.name}`}
        title="History"
        onClick={() => setIsOpen(true)}
      >
        <History aria-hidden="true" />
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>History of {prompt.name}</DialogTitle>
            <DialogDescription>
              Earlier texts of this prompt, newest first. Restoring one makes it current.
            </DialogDescription>
          </DialogHeader>
          {versions.isPending ? (
            <p className="text-sm text-muted-foreground">Loading history…</p>
          ) : versions.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load the history: {errorMessage(versions.error)}
            </p>
          ) : versions.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No earlier texts yet: they appear here after a change.</p>
          ) : (
            <ol className="space-y-3">
              {versions.data.map((v, index) => {
                const when = formatDateTime(v.replacedAt);
                // Two changes in one minute show the same time: the number keeps each Restore's name unique.
                const number = versions.data.length - index;
                return (
                  <li key={v.id} className="space-y-2 rounded-md border p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm font-medium">Replaced {when}</p>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={restore.isPending}
                        onClick={() => handleRestore(v.id, when)}
                      >
                        Restore
                        <span className="sr-only">
                          {" "}
                          earlier text {number}, replaced {when}
                        </span>
                      </Button>
                    </div>
                    <pre
                      tabIndex={0}
                      aria-label={`Earlier text ${number}, replaced ${when}`}
                      className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
                    >
                      {v.content}
                    </pre>
                  </li>
                );
              })}
            </ol>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
