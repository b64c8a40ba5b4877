import type * as React from "react";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** One form field: label, control, description and error stacked; `data-invalid` colours the label. */
export function Field({ className, ...props }: React.ComponentProps<"div"> & { "data-invalid"?: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset per field would add borders and legends we do not want
    <div
      role="group"
      data-slot="field"
      className={cn("group/field flex w-full flex-col gap-2", className)}
      {...props}
    />
  );
}

export function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field-group" className={cn("flex w-full flex-col gap-5", className)} {...props} />;
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn("text-muted-foreground group-data-[invalid=true]/field:text-danger", className)}
      {...props}
    />
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="field-description" className={cn("text-muted-foreground text-sm", className)} {...props} />
  );
}

export interface FieldErrorProps extends Omit<React.ComponentProps<"p">, "children"> {
  /** A translation key (e.g. a contract validation message) or a plain sentence. */
  message?: string | undefined;
}

/** Shows a field's error; keys are translated, anything else is shown as it is. Renders nothing without a message. */
export function FieldError({ message, className, ...props }: FieldErrorProps) {
  const { t, i18n } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" data-slot="field-error" className={cn("text-danger text-sm", className)} {...props}>
      {i18n.exists(message) ? t(message) : message}
    </p>
  );
}
