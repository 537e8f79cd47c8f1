import type { QueryClient } from "@tanstack/react-query";
import type { ApprovalLine } from "@shared/script/export-meta";
import { scriptQueryOptions, scriptVersionQueryOptions, type CheckedScript } from "@client/api/scripts";
import type { ApprovedExport, ExportScript } from "@client/components/script-export-menu";

/** The server's approval ({version, by, at}) as the exports' line ({version, approvedBy, approvedAt}). */
export const toApprovalLine = (a: { version: number; by: string; at: string }): ApprovalLine => ({
  version: a.version,
  approvedBy: a.by,
  approvedAt: a.at,
});

/**
 * The approved version of a loaded script, and its line, for ScriptExportMenu (docs/product/exports.md, ADR
 * 0058), or null when it has none. `shownText` is the text on screen: when it is exactly the approved version
 * the menu has one group; otherwise the approved version's text is loaded from the version history.
 */
export function approvedExportOf(
  queryClient: QueryClient,
  script: Pick<CheckedScript, "id" | "version" | "scriptContent" | "standards" | "approval">,
  shownText: string,
): ApprovedExport | null {
  const approval = script.approval;
  if (!approval) return null;
  const line = toApprovalLine(approval);
  const isCurrent = approval.version === script.version && shownText === script.scriptContent;
  return {
    version: approval.version,
    approval: line,
    isCurrent,
    script:
      approval.version === script.version
        ? { text: script.scriptContent, standards: script.standards }
        : async () => ({
            text: (await queryClient.fetchQuery(scriptVersionQueryOptions(script.id, approval.version))).scriptContent,
            standards: script.standards,
          }),
  };
}

/** A library row's approved version: the script (for its line) and, when older, that version's text are loaded. */
export async function loadApprovedExport(
  queryClient: QueryClient,
  id: number,
): Promise<ExportScript & { approval: ApprovalLine }> {
  const script = await queryClient.fetchQuery(scriptQueryOptions(id));
  if (!script.approval) throw new Error("This script has no approved version.");
  const text =
    script.approval.version === script.version
      ? script.scriptContent
      : (await queryClient.fetchQuery(scriptVersionQueryOptions(id, script.approval.version))).scriptContent;
  return { text, standards: script.standards, approval: toApprovalLine(script.approval) };
}
