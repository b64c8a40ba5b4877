import type { Language } from "@kham/contract";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import type { PromotionFormState } from "../../form-values";

export function DescriptionField({
  form,
  language,
  id,
}: {
  form: PromotionFormState;
  language: Language;
  id: string;
}) {
  const { t } = useTranslation();
  const error = form.formState.errors.description?.[language]?.message;
  return (
    <Field data-invalid={Boolean(error)}>
      <FieldLabel htmlFor={id}>
        {`${t("promotions.field.description")} (${t(`language.${language}`)})`}
      </FieldLabel>
      <textarea
        id={id}
        rows={5}
        maxLength={2000}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-28 rounded-lg border border-border bg-surface px-3.5 py-2.5 text-base outline-none transition-[border-color,box-shadow] focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold/40 aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/30 md:text-sm"
        {...form.register(`description.${language}`)}
      />
      <FieldError id={`${id}-error`} message={validationText(t, error)} />
    </Field>
  );
}
