import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import type { NotFoundReason } from "./use-script-editor";
import { paths } from "@client/lib/paths";

const MESSAGES: Record<NotFoundReason, string> = {
  error: "Error loading script. Please try again.",
  missing: "The script you're looking for doesn't exist or you don't have access to it.",
};

/** docs/product/screens.md#not-found: the editor's page for a script that failed to load ("error") or is not the user's ("missing"). */
export function ScriptNotFound({ reason }: { reason: NotFoundReason }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Script Not Found</h1>
      <p className="text-muted-foreground">{MESSAGES[reason]}</p>
      <Button asChild variant="outline">
        <Link to={paths.savedScripts}>Go back to saved scripts</Link>
      </Button>
    </div>
  );
}
