import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { scriptQueryOptions } from "@client/api/scripts";
import { downloadTextFile, scriptFileName } from "../script-file";

/**
 * Copy and Download for a saved-list card. The list carries only a preview, so both first load the full
 * script (GET /api/scripts/{id}, cached under scriptKeys.detail(id)).
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

  const downloadScript = async (id: number, topic: string) => {
    try {
      const text = await loadText(id);
      const fileName = scriptFileName(topic);
      downloadTextFile(text, fileName);
      toast({ title: "Downloaded!", description: fileName });
    } catch (err) {
      toast({ title: "Download Failed", description: errorMessage(err), variant: "destructive" });
    }
  };

  return { copyScript, downloadScript };
}
