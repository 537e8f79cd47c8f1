import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Download, Eye, RotateCcw } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { scriptVersionQueryOptions, type CheckedScript } from "@client/api/scripts";
import { errorMessage } from "@client/lib/api-client";
import { downloadTextFile, topicFileName } from "@client/lib/download";
import { formatDate } from "@client/lib/format";

type ApprovedScript = Pick<
  CheckedScript,
  "id" | "version" | "topic" | "scriptContent" | "approvedVersion" | "approval" | "access"
>;

/** "Approved version 4 · by b@newsela.com on Mar 5, 2025" (docs/product/team-workflow.md "Approval"). */
export function approvalLine(approval: { version: number; by: string; at: string }): string {
  return `Approved version ${approval.version} · by ${approval.by} on ${formatDate(approval.at)}`;
}

/** The approved version's text with its approval line on top: what its export holds. */
export function approvedExportText(approval: { version: number; by: string; at: string }, text: string): string {
  return `${approvalLine(approval)}\n\n${text}`;
}

/**
 * The approved version of a script (docs/product/team-workflow.md "Approval"): its approval line, and — when
 * the script has moved on to a newer working version — View, Restore (owner and co-editors: `onRestore` puts
 * the text in the editor, to be saved as the newest version) and Export (plain text with the approval line).
 */
export function ApprovedVersionBanner({
  script,
  onRestore,
}: {
  script: ApprovedScript;
  onRestore?: (text: string, version: number) => void;
}) {
  const [isViewing, setIsViewing] = useState(false);
  const approval =
    script.approval ??
    (script.approvedVersion !== null ? { version: script.approvedVersion, by: "a reviewer", at: "" } : null);
  const approvedVersion = approval?.version ?? null;
  const isCurrent = approvedVersion === script.version;
  const older = useQuery({
    ...scriptVersionQueryOptions(script.id, approvedVersion ?? 0),
    enabled: approvedVersion !== null && !isCurrent,
  });
  if (!approval) return null;
  const text = isCurrent ? script.scriptContent : older.data?.scriptContent;

  const handleExport = () => {
    if (text === undefined) return;
    const name = topicFileName(script.topic || "script", `-approved-v${approval.version}.txt`);
    downloadTextFile(approvedExportText(approval, text), name);
    toast({ title: "Downloaded!", description: name });
  };
  const canRestore = !!onRestore && !isCurrent && (script.access === "owner" || script.access === "editor");

  return (
    <div
      role="region"
      aria-label="Approved version"
      className="no-print flex flex-wrap items-center gap-3 border-b border-emerald-300 bg-emerald-50 px-4 py-2 text-sm text-emerald-950"
    >
      <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{approvalLine(approval)}</span>
        {isCurrent ? " · this is the version you see" : ` · you see a newer working version (${script.version})`}
      </p>
      {older.isError ? <span role="alert">{errorMessage(older.error)}</span> : null}
      {!isCurrent ? (
        <Button type="button" size="sm" variant="outline" onClick={() => setIsViewing(true)} disabled={!text}>
          <Eye aria-hidden="true" />
          View approved
        </Button>
      ) : null}
      {canRestore ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!text}
          onClick={() => text !== undefined && onRestore?.(text, approval.version)}
        >
          <RotateCcw aria-hidden="true" />
          Restore approved
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="outline" onClick={handleExport} disabled={text === undefined}>
        <Download aria-hidden="true" />
        Export approved
      </Button>
      <Dialog open={isViewing} onOpenChange={setIsViewing}>
        <DialogContent className="max-h-[85vh] sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Approved version {approval.version}</DialogTitle>
            <DialogDescription>{approvalLine(approval)}</DialogDescription>
          </DialogHeader>
          {text === undefined ? (
            <Spinner aria-label="Loading the approved version" />
          ) : (
            <pre
              tabIndex={0}
              aria-label={`Text of approved version ${approval.version}`}
              className="max-h-[60vh] overflow-auto rounded-md border bg-muted/40 p-4 font-mono text-sm break-words whitespace-pre-wrap"
            >
              {text}
            </pre>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
