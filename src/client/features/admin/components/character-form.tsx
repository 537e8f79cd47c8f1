import { useId, useState, type FormEvent } from "react";
import { characterFormDefaults, characterFormSchema } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import type { AdminCharacter, CharacterInput } from "@client/api/characters";
import { fieldErrors, invalidProps } from "../lib/field-errors";
import { FieldError } from "./field-error";
import { PhotoUpload } from "./photo-upload";

type TextField = keyof typeof characterFormDefaults;

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

const toValues = (c?: AdminCharacter): Record<TextField, string> =>
  c
    ? {
        name: c.name,
        label: c.label,
        personality: c.personality,
        catchphrase: c.catchphrase ?? "",
        educationalStrength: c.educationalStrength ?? "",
        photoUrl: c.photoUrl ?? "",
      }
    : { ...characterFormDefaults };

/** Spec §2/§5 character form (create and edit). Optional fields are sent as null when empty. */
export function CharacterForm({
  character,
  title,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: CharacterFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(character));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isUploading, setIsUploading] = useState(false);
  const set = (key: TextField, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || isUploading) return;
    const parsed = characterFormSchema.safeParse({
      ...values,
      backstory: character?.backstory ?? null,
      isActive: character?.isActive ?? true,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const textInput = (key: TextField, label: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        {...invalidProps(`${id}-${key}`, errors[key])}
      />
      <FieldError id={`${id}-${key}`} message={errors[key]} />
    </div>
  );

  return (
    <form aria-label={title} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textInput("name", "Name")}
        {textInput("label", "Label")}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-personality`}>Personality</Label>
        <Textarea
          id={`${id}-personality`}
          rows={3}
          className="field-sizing-fixed"
          value={values.personality}
          onChange={(e) => set("personality", e.target.value)}
          {...invalidProps(`${id}-personality`, errors.personality)}
        />
        <FieldError id={`${id}-personality`} message={errors.personality} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {textInput("catchphrase", "Catchphrase (Optional)")}
        {textInput("educationalStrength", "Educational Focus (Optional)")}
      </div>
      <PhotoUpload
        value={values.photoUrl}
        onChange={(url) => set("photoUrl", url)}
        onUploadingChange={setIsUploading}
      />
      <FieldError id={`${id}-photoUrl`} message={errors.photoUrl} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isPending || isUploading} aria-busy={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
