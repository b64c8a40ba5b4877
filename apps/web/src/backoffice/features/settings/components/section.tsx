import type { LucideIcon } from "lucide-react";
import { Save } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { cn } from "@/lib/utils";

/** One card of the settings screen: what it sets, why, and its own forms and save buttons. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="gap-5">
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon aria-hidden className="size-5 text-gold" />
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}

/** A form's save button, with the form's own error (one no field holds) beside it. */
export function SaveRow({
  label,
  pending,
  disabled,
  error,
  className,
}: {
  label?: string;
  pending: boolean;
  disabled?: boolean;
  error?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex flex-wrap items-center justify-end gap-3", className)}>
      {error ? (
        <p role="alert" className="mr-auto text-danger text-sm">
          {t(error)}
        </p>
      ) : null}
      <Button type="submit" disabled={pending || disabled} className="w-full sm:w-auto">
        {pending ? <Spinner className="text-gold-foreground" /> : <Save />}
        {label ?? t("common.save")}
      </Button>
    </div>
  );
}

/** A native select in the fields' look: few options, best picked with the phone's own picker. */
export function SelectField({
  id,
  label,
  error,
  children,
  ...props
}: ComponentProps<"select"> & { id: string; label: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-invalid={Boolean(error)}>
      <label
        htmlFor={id}
        className={cn("font-medium text-sm", error ? "text-danger" : "text-muted-foreground")}
      >
        {label}
      </label>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-full cursor-pointer rounded-lg border border-border bg-surface px-3 text-base outline-none focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold/40 aria-invalid:border-danger md:text-sm"
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {validationText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
