import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ScriptCharacter } from "@shared/schemas/script";
import {
  localCharacterFormDefaults,
  localCharacterFormSchema,
  type LocalCharacter,
  type LocalCharacterFormInput,
} from "@shared/schemas/character";
import { CHARACTER_FIELD_MAX } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Form } from "@client/components/ui/form";
import { FormInputField } from "@client/components/form-input-field";

/** A field label with the required marker (the field also carries aria-required). */
const requiredLabel = (label: string) => (
  <>
    {label}
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  </>
);
const required = { "aria-required": true } as const;

export interface CreateCharacterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (character: ScriptCharacter) => void;
}

/** 'Create New Character' dialog: a character for this wizard only (not added to the server's list). */
export function CreateCharacterDialog({ open, onOpenChange, onCreate }: CreateCharacterDialogProps) {
  const form = useForm<LocalCharacterFormInput, unknown, LocalCharacter>({
    resolver: zodResolver(localCharacterFormSchema),
    defaultValues: localCharacterFormDefaults,
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const handleValid = (character: LocalCharacter) => {
    onCreate(character);
    handleOpenChange(false);
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
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
            <FormInputField
              className="gap-1.5"
              control={form.control}
              name="name"
              label={requiredLabel("Name")}
              inputProps={{ ...required, maxLength: CHARACTER_FIELD_MAX }}
            />
            <FormInputField
              className="gap-1.5"
              control={form.control}
              name="label"
              label={requiredLabel("Role")}
              inputProps={{ ...required, maxLength: CHARACTER_FIELD_MAX, placeholder: "e.g. Reading Coach" }}
            />
            <FormInputField
              className="gap-1.5"
              control={form.control}
              name="personality"
              label={requiredLabel("Personality")}
              rows={3}
              textareaProps={required}
            />
            <FormInputField
              className="gap-1.5"
              control={form.control}
              name="catchphrase"
              label="Catchphrase"
              inputProps={{ maxLength: CHARACTER_FIELD_MAX }}
            />
            <FormInputField
              className="gap-1.5"
              control={form.control}
              name="educationalStrength"
              label="Educational Focus"
              inputProps={{ maxLength: CHARACTER_FIELD_MAX }}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">Create Character</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
