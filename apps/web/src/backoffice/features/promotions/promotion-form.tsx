import {
  type Language,
  languages,
  type PromotionInput,
  promotionKinds,
  promotionStatuses,
  providers,
} from "@kham/contract";
import { Save } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { type Path, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { BannerPreview } from "./banner-preview";
import {
  htmlLang,
  languagesWithErrors,
  type PromotionFormValues,
  promotionResolver,
  serverFieldErrors,
} from "./form-values";
import { ImageField } from "./image-field";

type Form = UseFormReturn<PromotionFormValues, unknown, PromotionInput>;

/**
 * A promotion's form, for a new one and for changes: the texts in the four languages (a tab each,
 * marked when it has an error), the banner, who may take it and where, its credits, what withdrawing
 * asks of the player, and its dates in Lao time; a preview of the card players see beside it.
 * Checked with the contract's schema before it is sent; the server's field errors land in place.
 */
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
  /** The way back to the list. */
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const form: Form = useForm<PromotionFormValues, unknown, PromotionInput>({
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
        <Section title={t("promotions.section.texts")}>
          <LanguageTabs form={form} language={language} onLanguage={setLanguage} />
          <ImageFieldOfForm form={form} agency={agency} />
        </Section>
        <OfferSection form={form} />
        <WithdrawalSection form={form} />
        <Section title={t("promotions.section.schedule")}>
          <ScheduleFields form={form} />
          {isNew ? <StatusField form={form} /> : null}
        </Section>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-gold/20 bg-surface/90 p-4 md:p-6"
    >
      <h2 id={id} className="font-semibold text-gold-light text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A tab per language; each holds its title and description, all kept in the form while hidden. */
function LanguageTabs({
  form,
  language,
  onLanguage,
}: {
  form: Form;
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

function DescriptionField({ form, language, id }: { form: Form; language: Language; id: string }) {
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

function ImageFieldOfForm({ form, agency }: { form: Form; agency: string }) {
  const value = useWatch({ control: form.control, name: "imageUrl" });
  return (
    <ImageField
      agency={agency}
      value={value}
      onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
      error={form.formState.errors.imageUrl?.message}
      inputProps={form.register("imageUrl")}
    />
  );
}

/** Who may take it, at which providers, and what the deposit brings. */
function OfferSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  return (
    <Section title={t("promotions.section.offer")}>
      <RadioTiles legend={t("promotions.field.kind")} data-invalid={Boolean(errors.kind)}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {promotionKinds.map((kind) => (
            <RadioTile key={kind} value={kind} tileClassName="items-start" {...form.register("kind")}>
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{t(`promotions.kind.${kind}`)}</span>
                <span className="text-muted-foreground text-xs">{t(`promotions.kind_hint.${kind}`)}</span>
              </span>
            </RadioTile>
          ))}
        </div>
        <FieldError message={validationText(t, errors.kind?.message)} />
      </RadioTiles>
      <fieldset
        data-invalid={Boolean(errors.providers)}
        aria-describedby={`${id}-providers-hint`}
        className="group/field flex min-w-0 flex-col gap-2"
      >
        <legend className="mb-2 font-medium text-muted-foreground text-sm group-data-[invalid=true]/field:text-danger">
          {t("promotions.field.providers")}
        </legend>
        <div className="grid grid-cols-2 gap-2 xl:grid-cols-4">
          {providers.map((provider) => (
            <label
              key={provider}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border bg-background-elevated px-3 py-2 text-sm transition-colors hover:border-gold/50 has-[:checked]:border-gold has-[:checked]:bg-gold/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
            >
              <input
                type="checkbox"
                value={provider}
                className="size-5 shrink-0 accent-gold"
                {...form.register("providers")}
              />
              <span className="font-mono">{provider}</span>
            </label>
          ))}
        </div>
        <FieldDescription id={`${id}-providers-hint`}>{t("promotions.providers_hint")}</FieldDescription>
        <FieldError message={validationText(t, errors.providers?.message)} />
      </fieldset>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CreditField form={form} name="depositCredit" />
        <CreditField form={form} name="bonusCredit" />
      </div>
    </Section>
  );
}

/** What a withdrawal from the promotion's provider asks while the player uses it. */
function WithdrawalSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section title={t("promotions.section.withdrawal")}>
      <p className="-mt-2 text-muted-foreground text-sm">{t("promotions.withdrawal_intro")}</p>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CreditField form={form} name="requiredCredit" />
        <CreditField form={form} name="maxCredit" />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <CheckField form={form} name="withdrawAll" />
        <CheckField form={form} name="deductBonusOnWithdraw" />
      </div>
    </Section>
  );
}

type CreditName = "depositCredit" | "bonusCredit" | "requiredCredit" | "maxCredit";

function CreditField({ form, name }: { form: Form; name: CreditName }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormTextField
      id={id}
      label={t(`promotions.field.${name}`)}
      hint={t(`promotions.hint.${name}`)}
      error={form.formState.errors[name]?.message}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      className="tabular-nums"
      {...form.register(name)}
    />
  );
}

function CheckField({ form, name }: { form: Form; name: "withdrawAll" | "deductBonusOnWithdraw" }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-background-elevated px-3 py-3 text-sm transition-colors hover:border-gold/50 has-[:checked]:border-gold has-[:checked]:bg-gold/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
    >
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-gold"
        {...form.register(name)}
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{t(`promotions.field.${name}`)}</span>
        <span id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t(`promotions.hint.${name}`)}
        </span>
      </span>
    </label>
  );
}

/** Start and end in Lao time; an empty end means the promotion runs until it is switched off. */
function ScheduleFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  const endsAt = useWatch({ control: form.control, name: "endsAt" });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormTextField
          id={`${id}-starts`}
          type="datetime-local"
          label={t("promotions.field.startsAt")}
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <div className="flex flex-col gap-1">
          <FormTextField
            id={`${id}-ends`}
            type="datetime-local"
            label={t("promotions.field.endsAt")}
            error={errors.endsAt?.message}
            {...form.register("endsAt")}
          />
          {endsAt ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-11 w-fit px-0"
              onClick={() => form.setValue("endsAt", "", { shouldDirty: true })}
            >
              {t("promotions.clear_end")}
            </Button>
          ) : (
            <span className="text-muted-foreground text-xs">{t("promotions.no_end")}</span>
          )}
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{t("promotions.dates_hint")}</p>
    </div>
  );
}

function StatusField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <RadioTiles legend={t("promotions.field.status")}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {promotionStatuses.map((status) => (
          <RadioTile key={status} value={status} tileClassName="items-start" {...form.register("status")}>
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{t(`promotions.status.${status}`)}</span>
              <span className="text-muted-foreground text-xs">{t(`promotions.status_hint.${status}`)}</span>
            </span>
          </RadioTile>
        ))}
      </div>
    </RadioTiles>
  );
}

/** Only the preview follows every keystroke; the form itself does not re-render for it. */
function LivePreview({ form, language }: { form: Form; language: Language }) {
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  return <BannerPreview values={values} language={language} />;
}
