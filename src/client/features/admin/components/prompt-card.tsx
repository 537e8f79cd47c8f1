import { PROMPT_VARIABLES } from "@shared/prompt-variables";
import type { ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import type { AdminPrompt } from "@client/api/admin";
import { PromptHistoryButton } from "./prompt-history-dialog";

const PURPOSE_LABELS = {
  script: "script generation",
  concepts: "concept generation",
  standards: "standards selection",
} as const;

export interface PromptCardProps {
  prompt: AdminPrompt;
  /** The edit form, shown in place of the card body while this prompt is being edited. */
  editForm?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** The offline engine drafts scripts now: "In use" applies to the model path only. */
  isOffline?: boolean;
}

/**
 * One prompt (docs/product/screens.md#prompts-tab): name, description, Active/Inactive, in-use badge, edit and delete,
 * content as <pre>.
 */
export function PromptCard({ prompt, editForm, onEdit, onDelete, isOffline = false }: PromptCardProps) {
  const isEditing = editForm !== undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">{prompt.name}</h3>
        </CardTitle>
        <CardDescription>{prompt.description}</CardDescription>
        {isEditing ? null : (
          <CardAction className="flex gap-1">
            <PromptHistoryButton prompt={prompt} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Edit prompt ${prompt.name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Delete prompt ${prompt.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isEditing ? (
          editForm
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Badge variant={prompt.isActive ? "default" : "secondary"}>
                {prompt.isActive ? "Active" : "Inactive"}
              </Badge>
              {prompt.inUse ? (
                <Badge variant="outline">
                  In use for {prompt.purpose ? PURPOSE_LABELS[prompt.purpose] : "generation"}
                  {isOffline ? " (model path)" : ""}
                </Badge>
              ) : null}
            </div>
            <pre
              className="max-h-80 overflow-auto rounded-md bg-muted p-3 font-mono text-sm whitespace-pre-wrap"
              tabIndex={0}
            >
              {prompt.content}
            </pre>
            {PROMPT_VARIABLES[prompt.name] ? (
              <details className="rounded-md border p-3 text-sm">
                <summary className="cursor-pointer font-medium">Variables this template can use</summary>
                <p className="mt-2 text-muted-foreground">
                  Values marked untrusted come from users or files; keep them inside &lt;untrusted-data&gt; blocks. The
                  rules for the model are in the built-in system message and always apply.
                </p>
                <ul className="mt-2 space-y-1">
                  {PROMPT_VARIABLES[prompt.name]!.map((v) => (
                    <li key={v.name}>
                      <code className="rounded bg-muted px-1 font-mono">{`{{${v.name}}}`}</code> — {v.description}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
