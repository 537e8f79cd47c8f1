import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import { cn } from "@client/lib/utils";
import { Label } from "@client/components/ui/label";

/**
 * shadcn-style form parts on react-hook-form. A field is
 * `<FormField name render={({ field }) => <FormItem><FormLabel/><FormControl><Input {...field}/></FormControl>
 * <FormDescription/><FormMessage/></FormItem>} />`: the label points at the control, the control is
 * `aria-invalid` while its field has an error and `aria-describedby` its description and error message
 * (only those that are shown), and the message is the field's first error.
 */
const Form = FormProvider;

const FormFieldContext = React.createContext<{ name: string } | null>(null);

function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error("useFormField must be used inside <FormField> and <FormItem>.");
  const formState = useFormState({ name: field.name });
  const { error } = getFieldState(field.name, formState);
  return {
    name: field.name,
    error,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
  };
}

function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn("flex flex-col gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label data-slot="form-label" htmlFor={formItemId} {...props} />;
}

/** The field's control (its one child): gets the id, `aria-invalid` and `aria-describedby`. */
function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { error, hasDescription, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [hasDescription ? formDescriptionId : null, error?.message ? formMessageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

/** Help text under a field, read with the control. */
function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId, setHasDescription } = useFormField();
  React.useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The field's error message under it (nothing while the field is valid). */
function FormMessage({ className, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn("text-sm text-destructive", className)} {...props}>
      {String(error.message)}
    </p>
  );
}

export { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage };
