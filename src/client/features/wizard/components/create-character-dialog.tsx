import { useId, useState, type FormEvent } from "react";
import type { ScriptCharacter } from "@shared/schemas/script";
import { CATCHPHRASE_PLACEHOLDER, CHARACTER_FIELD_MAX } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";

type Field = "name" | "label" | "personality" | "catchphrase" | "educationalStrength";
type Values = Record<Field, string>;
const EMPTY: Values = { name: "", label: "", personality: "", catchphrase: "", educationalStrength: "" };
const REQUIRED: Partial<Record<Field, string>> = {
  name: "Name is required",
  label: "Role is required",
  personality: "Personality is required",
};

/**
 * Turns the dialog's fields into a wizard-local character (spec §5 "New character dialog"): every field trimmed;
 * returns the error messages instead when a required one is blank. An empty catchphrase becomes '??'.
 */
export function buildLocalCharacter(
  values: Values,
): { character: ScriptCharacter } | { errors: Partial<Record<Field, string>> } {
  const t = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Values;
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(REQUIRED) as [Field, string][]) if (!t[field]) errors[field] = message;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    character: {
      name: t.name,
      label: t.label,
      personality: t.personality,
      catchphrase: t.catchphrase || CATCHPHRASE_PLACEHOLDER,
      educationalStrength: t.educationalStrength || null,
      photoUrl: null,
    },
  };
}

export interface CreateCharacterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (character: ScriptCharacter) => void;
}

/** 'Create New Character' dialog: a character for this wizard only (not added to the server's list). */
export function CreateCharacterDialog({ open, onOpenChange, onCreate }: CreateCharacterDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const idPrefix = useId();

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = buildLocalCharacter(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    onCreate(result.character);
    handleOpenChange(false);
  };

  const field = (name: Field, label: string, options: { multiline?: boolean; placeholder?: string } = {}) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    const props = {
      id,
      value: values[name],
      placeholder: options.placeholder,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      "aria-required": REQUIRED[name] ? true : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id}>
          {label}
          {REQUIRED[name] ? (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          ) : null}
        </Label>
        {options.multiline ? <Textarea rows={3} {...props} /> : <Input maxLength={CHARACTER_FIELD_MAX} {...props} />}
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Character</DialogTitle>
          <DialogDescription>
            This character is used in this script only. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          {field("name", "Name")}
          {field("label", "Role", { placeholder: "e.g. Reading Coach" })}
          {field("personality", "Personality", { multiline: true })}
          {field("catchphrase", "Catchphrase")}
          {field("educationalStrength", "Educational Focus")}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Create Character</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
