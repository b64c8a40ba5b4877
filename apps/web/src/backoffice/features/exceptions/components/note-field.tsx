import { useId } from "react";
import { FieldError } from "@/components/ui/field";
import { useTranslation } from "@/lib/i18n-react";

/** The longest a staff note may be (the contract's limit). */
export const NOTE_MAX = 500;

/** Kept with the money it explains, and in the audit log. */
export function NoteField({
  value,
  onChange,
  placeholder,
  error,
  label,
}: {
  value: string;
  onChange: (note: string) => void;
  placeholder: string;
  /** The message to show under it, already translated. */
  error: string | undefined;
  /** Defaults to the required note's label. */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {label ?? t("exceptions.note")}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground/70 focus-visible:ring-2 focus-visible:ring-gold aria-invalid:border-danger"
      />
      <FieldError message={error} />
    </div>
  );
}

/** What the server refused that belongs to no field. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-danger text-sm">
      {message}
    </p>
  );
}
