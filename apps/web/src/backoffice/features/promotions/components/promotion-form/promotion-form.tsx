import { type Language, languages, type PromotionInput } from "@kham/contract";
import { Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import {
  languagesWithErrors,
  type PromotionFormState,
  type PromotionFormValues,
  promotionResolver,
  serverFieldErrors,
} from "../../form-values";
import { BannerField } from "./banner-field";
import { FormSection } from "./form-section";
import { LanguageTabs } from "./language-tabs";
import { LivePreview } from "./live-preview";
import { OfferSection } from "./offer-section";
import { ScheduleFields } from "./schedule-fields";
import { StatusField } from "./status-field";
import { WithdrawalSection } from "./withdrawal-section";

/** Checked with the contract's schema before it is sent; the server's field errors land in place. */
export function PromotionForm({
  agency,
  initial,
  isNew,
  onSave,
  cancel,
}: {
  agency: string;
  initial: PromotionFormValues;
  isNew: boolean;
  /** Sends the promotion; its failure (an ApiError) is shown on the form. */
  onSave: (input: PromotionInput) => Promise<unknown>;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const form: PromotionFormState = useForm<PromotionFormValues, unknown, PromotionInput>({
    resolver: promotionResolver,
    defaultValues: initial,
  });
  const [language, setLanguage] = useState<Language>("lo");
  const { errors, isSubmitting } = form.formState;

  /** Opens the first language tab with an error (unless the open one has one), so it can be seen and fixed. */
  const showLanguage = (invalid: Language[]) => {
    const [first] = invalid;
    if (first !== undefined && !invalid.includes(language)) setLanguage(first);
  };

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await onSave(input);
      } catch (error) {
        const { onFields, elsewhere } = serverFieldErrors(isApiError(error) ? error.fields : undefined);
        for (const [path, message] of onFields)
          form.setError(path as Path<PromotionFormValues>, { type: "server", message });
        if (onFields.length === 0 || elsewhere.length > 0)
          form.setError("root", { type: "server", message: elsewhere[0] ?? errorKey(error) });
        showLanguage(
          languages.filter((tab) =>
            onFields.some(([path]) => path === `title.${tab}` || path === `description.${tab}`),
          ),
        );
      }
    },
    (found) => showLanguage(languagesWithErrors(found)),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <FormSection title={t("promotions.section.texts")}>
          <LanguageTabs form={form} language={language} onLanguage={setLanguage} />
          <BannerField form={form} agency={agency} />
        </FormSection>
        <OfferSection form={form} />
        <WithdrawalSection form={form} />
        <FormSection title={t("promotions.section.schedule")}>
          <ScheduleFields form={form} />
          {isNew ? <StatusField form={form} /> : null}
        </FormSection>
        {errors.root?.message ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
          >
            {validationText(t, errors.root.message)}
          </p>
        ) : Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-danger text-sm">
            {t("promotions.fix_errors")}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {cancel}
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="text-gold-foreground" /> : <Save />}
            {t(isNew ? "promotions.create" : "promotions.save")}
          </Button>
        </div>
      </div>
      <aside className="lg:sticky lg:top-4">
        <LivePreview form={form} language={language} />
      </aside>
    </form>
  );
}
