import { useTranslation } from "@/lib/i18n-react";
import type { PromotionFormState } from "../../form-values";
import { CheckField } from "./check-field";
import { CreditField } from "./credit-field";
import { FormSection } from "./form-section";

/** What a withdrawal from the promotion's provider asks while the player uses it. */
export function WithdrawalSection({ form }: { form: PromotionFormState }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("promotions.section.withdrawal")}>
      <p className="-mt-2 text-muted-foreground text-sm">{t("promotions.withdrawal_intro")}</p>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <CreditField form={form} name="requiredCredit" />
        <CreditField form={form} name="maxCredit" />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <CheckField form={form} name="withdrawAll" />
        <CheckField form={form} name="deductBonusOnWithdraw" />
      </div>
    </FormSection>
  );
}
