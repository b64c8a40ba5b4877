import { promotionKinds, providers } from "@kham/contract";
import { useId } from "react";
import { FieldDescription, FieldError } from "@/components/ui/field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import type { PromotionFormState } from "../../form-values";
import { CreditField } from "./credit-field";
import { FormSection } from "./form-section";

/** Who may take it, at which providers, and what the deposit brings. */
export function OfferSection({ form }: { form: PromotionFormState }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  return (
    <FormSection title={t("promotions.section.offer")}>
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
    </FormSection>
  );
}
