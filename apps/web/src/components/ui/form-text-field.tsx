import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";

export interface FormTextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  /** The input's id; its hint and error take ids from it. */
  id: string;
  label: ReactNode;
  /** Shown under the input (a format hint, a live check); the input is described by it. */
  hint?: ReactNode;
  /** The field's error: a contract validation key, a translation key or a sentence. */
  error?: string | undefined;
  /** Invalid without an error of its own (e.g. a taken username, which the hint says). */
  invalid?: boolean;
  /** The control, an Input unless told otherwise (e.g. a password input with its show button). */
  control?: ComponentType<ComponentProps<"input">>;
}

/** shadcn's Field pattern: the input is `aria-invalid` and described by its hint and error. */
export function FormTextField({
  id,
  label,
  hint,
  error,
  invalid,
  control: Control = Input,
  ...inputProps
}: FormTextFieldProps) {
  const { t } = useTranslation();
  const isInvalid = Boolean(error) || Boolean(invalid);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <Field data-invalid={isInvalid}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} aria-invalid={isInvalid} aria-describedby={describedBy || undefined} {...inputProps} />
      {hint ? (
        <div id={hintId} data-slot="field-description" className="text-muted-foreground text-sm">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={validationText(t, error)} />
    </Field>
  );
}
