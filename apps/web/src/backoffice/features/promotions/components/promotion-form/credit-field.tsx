import { useId } from "react";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import type { PromotionFormState } from "../../form-values";

type CreditName = "depositCredit" | "bonusCredit" | "requiredCredit" | "maxCredit";

export function CreditField({ form, name }: { form: PromotionFormState; name: CreditName }) {
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
