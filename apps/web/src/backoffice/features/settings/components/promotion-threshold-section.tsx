import { zodResolver } from "@hookform/resolvers/zod";
import { thresholdBody } from "@kham/contract";
import { Gift } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { useSetPromotionThreshold } from "../api/set-promotion-threshold";
import { keyedIssues, showServerError } from "../form-errors";
import { SaveRow, SettingsSection } from "./section";

interface ThresholdInput {
  promotionCreditThreshold: string;
}

/** Below it a player may take a promotion there, and a promotion in play ends once credit falls below it. */
export function PromotionThresholdSection({
  agency,
  settings,
}: {
  agency: string;
  settings: AgencySettings;
}) {
  const { t } = useTranslation();
  const values = useMemo(
    () => ({ promotionCreditThreshold: settings.promotionCreditThreshold }),
    [settings.promotionCreditThreshold],
  );
  const form = useForm<ThresholdInput>({ resolver: zodResolver(thresholdBody, keyedIssues), values });
  const save = useSetPromotionThreshold(agency, () => t("settings.threshold_saved"));
  const { errors, isDirty, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      showServerError(form, error, ["promotionCreditThreshold"]);
    }
  });
  return (
    <SettingsSection
      id="promotions"
      icon={Gift}
      title={t("settings.threshold")}
      description={t("settings.threshold_intro")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="sm:w-64">
          <FormTextField
            id="promotion-threshold"
            label={t("settings.threshold_field")}
            hint={t("settings.threshold_hint")}
            error={errors.promotionCreditThreshold?.message}
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            {...form.register("promotionCreditThreshold")}
          />
        </div>
        <SaveRow
          pending={isSubmitting}
          disabled={!isDirty}
          error={errors.root?.message}
          className="sm:mt-7"
        />
      </form>
    </SettingsSection>
  );
}
