import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@client/components/ui/form";
import { Input } from "@client/components/ui/input";
import { Textarea } from "@client/components/ui/textarea";

type ControlProps = "name" | "value" | "onChange" | "onBlur" | "ref" | "defaultValue";

export interface FormInputFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
  /** Help text under the control, read with it. */
  description?: ReactNode;
  /** Beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** Rewrites what is typed before it is stored (e.g. digits only). */
  transform?: (value: string) => string;
  className?: string;
  inputProps?: Omit<ComponentProps<"input">, ControlProps>;
  textareaProps?: Omit<ComponentProps<"textarea">, ControlProps | "rows">;
}

/** One labelled text field of a react-hook-form form: label, input (or text area), help text, error message. */
export function FormInputField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
  labelAside,
  rows,
  transform,
  className,
  inputProps,
  textareaProps,
}: FormInputFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const controlProps = {
          ...field,
          value: field.value ?? "",
          onChange: (event: { target: { value: string } }) =>
            field.onChange(transform ? transform(event.target.value) : event.target.value),
        };
        const formLabel = <FormLabel>{label}</FormLabel>;
        return (
          <FormItem className={className}>
            {labelAside ? (
              <div className="flex items-center justify-between">
                {formLabel}
                {labelAside}
              </div>
            ) : (
              formLabel
            )}
            <FormControl>
              {rows ? (
                <Textarea rows={rows} {...textareaProps} {...controlProps} />
              ) : (
                <Input {...inputProps} {...controlProps} />
              )}
            </FormControl>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
