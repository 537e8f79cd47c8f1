import { useId, useState, type FormEvent } from "react";
import { promptFormSchema, type PromptForm as PromptFormValues } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Switch } from "@client/components/ui/switch";
import { Textarea } from "@client/components/ui/textarea";
import { fieldErrors, invalidProps } from "../lib/field-errors";
import { FieldError } from "./field-error";

export interface PromptFormProps {
  /** The prompt being edited; a create form starts empty and active. */
  initial?: { name: string; description: string; content: string; isActive: boolean };
  /** Accessible name of the form, e.g. "Create prompt" or "Edit prompt Script Writer". */
  title: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** A message from the server to show under the form (e.g. a duplicate name). */
  submitError?: string;
  onSubmit: (values: PromptFormValues) => void;
  onCancel: () => void;
}

/** Spec §2/§5 prompt form (create and edit): Name, Description, Content (10-row monospace), Active. */
export function PromptForm({
  initial,
  title,
  submitLabel,
  pendingLabel,
  isPending,
  submitError,
  onSubmit,
  onCancel,
}: PromptFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial ?? { name: "", description: "", content: "", isActive: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: "name" | "description" | "content", value: string) => setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = promptFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form aria-label={title} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          {...invalidProps(`${id}-name`, errors.name)}
        />
        <FieldError id={`${id}-name`} message={errors.name} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          {...invalidProps(`${id}-description`, errors.description)}
        />
        <FieldError id={`${id}-description`} message={errors.description} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-content`}>Content</Label>
        <Textarea
          id={`${id}-content`}
          rows={10}
          className="field-sizing-fixed font-mono"
          value={values.content}
          onChange={(e) => set("content", e.target.value)}
          {...invalidProps(`${id}-content`, errors.content)}
        />
        <FieldError id={`${id}-content`} message={errors.content} />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-active`}
          checked={values.isActive}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, isActive: checked }))}
        />
        <Label htmlFor={`${id}-active`}>Active</Label>
      </div>
      {submitError ? (
        <p role="alert" className="text-sm text-destructive">
          {submitError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
