import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  characterFormDefaults,
  characterFormSchema,
  type CharacterForm as CharacterFormValues,
  type CharacterFormInput,
} from "@shared/schemas/admin";
import { Form, FormField, FormItem, FormMessage } from "@client/components/ui/form";
import { FormInputField } from "@client/components/form-input-field";
import { FormActions } from "./form-actions";
import type { AdminCharacter, CharacterInput } from "@client/api/characters";
import { PhotoUpload } from "./photo-upload";

export interface CharacterFormProps {
  /** The character being edited (its backstory and active flag are kept); a create form starts empty. */
  character?: AdminCharacter;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (values: CharacterInput) => void;
  onCancel: () => void;
}

/** The form's values: the six fields of docs/product/rules.md#validation (empty strings by default) plus the kept backstory and flag. */
const toValues = (c?: AdminCharacter): CharacterFormInput =>
  c
    ? {
        name: c.name,
        label: c.label,
        personality: c.personality,
        catchphrase: c.catchphrase ?? "",
        educationalStrength: c.educationalStrength ?? "",
        photoUrl: c.photoUrl ?? "",
        backstory: c.backstory,
        isActive: c.isActive,
      }
    : { ...characterFormDefaults, backstory: null, isActive: true };

/** The character form, create and edit (docs/product/screens.md#characters-tab, docs/product/rules.md#validation). Optional fields are sent as null when empty. */
export function CharacterForm({
  character,
  title,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: CharacterFormProps) {
  const form = useForm<CharacterFormInput, unknown, CharacterFormValues>({
    resolver: zodResolver(characterFormSchema),
    defaultValues: toValues(character),
  });
  const [isUploading, setIsUploading] = useState(false);
  const { control } = form;

  const handleValid = (values: CharacterFormValues) => {
    if (!isPending && !isUploading) onSubmit(values);
  };

  return (
    <Form {...form}>
      <form aria-label={title} noValidate onSubmit={form.handleSubmit(handleValid)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField control={control} name="name" label="Name" />
          <FormInputField control={control} name="label" label="Label" />
        </div>
        <FormInputField
          control={control}
          name="personality"
          label="Personality"
          rows={3}
          textareaProps={{ className: "field-sizing-fixed" }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField control={control} name="catchphrase" label="Catchphrase (Optional)" />
          <FormInputField control={control} name="educationalStrength" label="Educational Focus (Optional)" />
        </div>
        <FormField
          control={control}
          name="photoUrl"
          render={({ field }) => (
            <FormItem>
              <PhotoUpload value={field.value ?? ""} onChange={field.onChange} onUploadingChange={setIsUploading} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormActions
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          isBlocked={isUploading}
          onCancel={onCancel}
        />
      </form>
    </Form>
  );
}
