import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "@client/api/auth";
import { Plus } from "lucide-react";
import type { PromptForm as PromptFormValues } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ApiError } from "@client/lib/api-client";
import { useCreatePrompt } from "@client/api/admin";
import type { AdminPrompt } from "@client/api/admin";
import { useUpdatePrompt } from "@client/api/admin";
import { notifyError, notifySuccess } from "../lib/notify";
import { DeletePromptDialog } from "./delete-prompt-dialog";
import { PromptCard } from "./prompt-card";
import { PromptForm } from "./prompt-form";
import { PromptUsagePanel } from "./prompt-usage-panel";

/** Closed, creating, or editing one prompt (docs/product/rules.md#states: one form at a time). */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; id: number };

/**
 * A duplicate name (409) or a template the server refused (400, naming the line: docs/product/admin-prompts.md) is
 * worth showing in the form; other failures only toast.
 */
const conflictMessage = (err: unknown) =>
  err instanceof ApiError && (err.status === 409 || err.status === 400) ? err.message : undefined;

/**
 * docs/product/screens.md#prompts-tab 'OpenAI Prompts Management': create, edit and delete prompts; which prompts
 * generation uses.
 */
export function PromptsTab({ prompts }: { prompts: AdminPrompt[] }) {
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<AdminPrompt | null>(null);
  const createPrompt = useCreatePrompt();
  const updatePrompt = useUpdatePrompt();
  const isOffline = useQuery(configQueryOptions()).data?.aiEngine === "offline";

  const openForm = (next: FormState) => {
    createPrompt.reset();
    updatePrompt.reset();
    setForm(next);
  };
  const closeForm = () => openForm({ kind: "closed" });

  const handleCreate = (values: PromptFormValues) =>
    createPrompt.mutate(values, {
      onSuccess: () => {
        notifySuccess("Prompt created successfully!");
        closeForm();
      },
      onError: (err) => notifyError("Failed to create prompt", err),
    });

  const handleUpdate = (id: number, values: PromptFormValues) =>
    updatePrompt.mutate(
      { id, input: values },
      {
        onSuccess: () => {
          notifySuccess("Prompt updated successfully!");
          closeForm();
        },
        onError: (err) => notifyError("Failed to update prompt", err),
      },
    );

  return (
    <section aria-labelledby="prompts-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="prompts-heading" className="text-2xl font-semibold">
          OpenAI Prompts Management
        </h2>
        {form.kind === "create" ? null : (
          <Button type="button" onClick={() => openForm({ kind: "create" })}>
            <Plus aria-hidden="true" />
            Create Prompt
          </Button>
        )}
      </div>

      {isOffline ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          The offline drafting engine is in use: no AI model is configured, so scripts and concepts are drafted without
          these prompts. They apply to the model path, once a model is configured.
        </p>
      ) : null}

      <PromptUsagePanel />

      {form.kind === "create" ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3 className="text-lg">New Prompt</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PromptForm
              title="Create prompt"
              submitLabel="Create Prompt"
              pendingLabel="Creating..."
              isPending={createPrompt.isPending}
              submitError={conflictMessage(createPrompt.error)}
              onSubmit={handleCreate}
              onCancel={closeForm}
            />
          </CardContent>
        </Card>
      ) : null}

      {prompts.length === 0 && form.kind !== "create" ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
            <p className="text-muted-foreground">No prompts found. Create your first prompt to get started.</p>
            <Button type="button" onClick={() => openForm({ kind: "create" })}>
              Create First Prompt
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <div className="flex flex-col gap-4">
        {prompts.map((prompt) => (
          <PromptCard
            key={prompt.id}
            prompt={prompt}
            onEdit={() => openForm({ kind: "edit", id: prompt.id })}
            onDelete={() => setDeleting(prompt)}
            isOffline={isOffline}
            editForm={
              form.kind === "edit" && form.id === prompt.id ? (
                <PromptForm
                  title={`Edit prompt ${prompt.name}`}
                  initial={{
                    name: prompt.name,
                    description: prompt.description,
                    content: prompt.content,
                    isActive: prompt.isActive,
                  }}
                  submitLabel="Save Changes"
                  pendingLabel="Saving..."
                  isPending={updatePrompt.isPending}
                  submitError={conflictMessage(updatePrompt.error)}
                  onSubmit={(values) => handleUpdate(prompt.id, values)}
                  onCancel={closeForm}
                />
              ) : undefined
            }
          />
        ))}
      </div>

      <DeletePromptDialog prompt={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
