import { loadApprovedExport } from "@client/lib/approved-export";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@client/components/ui/use-toast";
import { scriptQueryOptions } from "@client/api/scripts";
import type { ExportScript } from "@client/components/script-export-menu";

/**
 * Copy and the exports' loader for a saved-list card. The list carries only a preview, so both first load the
 * full script (GET /api/scripts/{id}, cached under scriptKeys.detail(id)).
 */
export function useScriptTextActions() {
  const queryClient = useQueryClient();
  const loadText = (id: number) =>
    queryClient.fetchQuery(scriptQueryOptions(id)).then((script) => script.scriptContent);

  const copyScript = async (id: number) => {
    try {
      const text = await loadText(id);
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied!", description: "Script copied to clipboard." });
    } catch {
      toast({ title: "Copy Failed", description: "Failed to copy script to clipboard", variant: "destructive" });
    }
  };

  /** The saved text and its standards, for ScriptExportMenu (errors reach the menu, which reports them). */
  const loadExport = (id: number): Promise<ExportScript> =>
    queryClient
      .fetchQuery(scriptQueryOptions(id))
      .then((script) => ({ text: script.scriptContent, standards: script.standards }));

  /** A row's approved version with its line (docs/product/exports.md), for the Download menu. */
  const loadApproved = (id: number) => loadApprovedExport(queryClient, id);

  return { copyScript, loadExport, loadApproved };
}
