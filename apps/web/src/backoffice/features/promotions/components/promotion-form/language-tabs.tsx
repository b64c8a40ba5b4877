import { type Language, languages } from "@kham/contract";
import { type KeyboardEvent, useId } from "react";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { htmlLang, languagesWithErrors, type PromotionFormState } from "../../form-values";
import { DescriptionField } from "./description-field";

/** A tab per language; each holds its title and description, all kept in the form while hidden. */
export function LanguageTabs({
  form,
  language,
  onLanguage,
}: {
  form: PromotionFormState;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  const invalid = languagesWithErrors(errors);
  // Arrow keys move between tabs, as in any tab list.
  const move = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = languages[(languages.indexOf(language) + step + languages.length) % languages.length]!;
    onLanguage(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t("promotions.languages")}
        className="flex gap-1 overflow-x-auto border-border border-b"
      >
        {languages.map((tab) => {
          const hasError = invalid.includes(tab);
          return (
            <button
              key={tab}
              id={`${id}-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={tab === language}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={tab === language ? 0 : -1}
              data-invalid={hasError || undefined}
              onClick={() => onLanguage(tab)}
              onKeyDown={move}
              className={cn(
                "-mb-px flex min-h-11 shrink-0 cursor-pointer items-center gap-2 border-b-2 px-4 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-gold",
                tab === language
                  ? "border-gold text-gold-light"
                  : "border-transparent text-muted-foreground hover:text-foreground",
                hasError && "text-danger",
              )}
            >
              {t(`language.${tab}`)}
              {hasError ? (
                <>
                  <span className="size-2 rounded-full bg-danger" aria-hidden />
                  <span className="sr-only">{t("promotions.language_has_errors")}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {languages.map((tab) => (
        <div
          key={tab}
          id={`${id}-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== language}
          lang={htmlLang[tab]}
          className="flex flex-col gap-5"
        >
          <FormTextField
            id={`${id}-title-${tab}`}
            label={`${t("promotions.field.title")} (${t(`language.${tab}`)})`}
            error={errors.title?.[tab]?.message}
            maxLength={2000}
            autoComplete="off"
            {...form.register(`title.${tab}`)}
          />
          <DescriptionField form={form} language={tab} id={`${id}-description-${tab}`} />
        </div>
      ))}
    </div>
  );
}
