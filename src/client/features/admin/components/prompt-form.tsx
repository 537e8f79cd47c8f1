import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { promptFormSchema, type PromptForm as PromptFormValues, type PromptFormInput } from "@shared/schemas/admin";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@client/components/ui/form";
import { FormInputField } from "@client/components/form-input-field";
import { FormActions } from "./form-actions";
import { Switch } from "@client/components/ui/switch";

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

/** The prompt form, create and edit (docs/product/screens.md#prompts-tab, docs/product/rules.md#validation): Name, Description, Content (10-row monospace), Active. */
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
  const form = useForm<PromptFormInput, unknown, PromptFormValues>({
    resolver: zodResolver(promptFormSchema),
    defaultValues: initial ?? { name: "", description: "", content: "", isActive: true },
  });

  const handleValid = (values: PromptFormValues) => {
    if (!isPending) onSubmit(values);
  };

  return (
    <Form {...form}>
      <form aria-label={title} noValidate onSubmit={form.handleSubmit(handleValid)} className="flex flex-col gap-4">
        <FormInputField control={form.control} name="name" label="Name" />
        <FormInputField control={form.control} name="description" label="Description" />
        <FormInputField
          control={form.control}
          name="content"
          label="Content"
          rows={10}
          textareaProps={{ className: "field-sizing-fixed font-mono" }}
        />
        <FormField
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange, ref, onBlur, name } }) => (
            <FormItem className="flex-row items-center">
              <FormControl>
                <Switch ref={ref} name={name} checked={value ?? true} onCheckedChange={onChange} onBlur={onBlur} />
              </FormControl>
              <FormLabel>Active</FormLabel>
            </FormItem>
          )}
        />
        {submitError ? (
          <p role="alert" className="text-sm text-destructive">
            {submitError}
          </p>
        ) : null}
        <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} onCancel={onCancel} />
      </form>
    </Form>
  );
}
