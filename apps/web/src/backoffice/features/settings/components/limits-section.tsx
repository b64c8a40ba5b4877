import { zodResolver } from "@hookform/resolvers/zod";
import { type Currency, compareDecimal, setLimitsBody } from "@kham/contract";
import { Scale } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { type LimitsInput, useSetLimits } from "../api/set-limits";
import { keyedIssues, showServerError } from "../form-errors";
import { SaveRow, SettingsSection } from "./section";

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** The contract's body, and min not above max, which the server would refuse anyway. */
const limitsForm = setLimitsBody.superRefine((limits, context) => {
  const { min, max } = limits;
  if (min && max && AMOUNT.test(min) && AMOUNT.test(max) && compareDecimal(min, max) > 0) {
    context.addIssue({ code: "custom", path: ["min"], message: "admin.min_above_max" });
  }
});

/** The smallest and largest deposit per currency, and the bounds of a withdrawal in credit. */
export function LimitsSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="limits"
      icon={Scale}
      title={t("settings.limits")}
      description={t("settings.limits_intro")}
    >
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-foreground text-sm">{t("settings.deposit_limits")}</h3>
        {settings.depositLimits.map((limits) => (
          <LimitsForm
            key={limits.currency}
            agency={agency}
            kind="deposit"
            currency={limits.currency}
            unit={limits.currency}
            min={limits.min}
            max={limits.max}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-foreground text-sm">{t("settings.withdrawal_limits")}</h3>
        <LimitsForm
          agency={agency}
          kind="withdraw"
          // Withdrawals are asked in credit, which is THB; the server keeps them under THB.
          currency="THB"
          unit={t("settings.credit")}
          min={settings.withdrawalLimits.min}
          max={settings.withdrawalLimits.max}
        />
      </div>
    </SettingsSection>
  );
}

function LimitsForm({
  agency,
  kind,
  currency,
  unit,
  min,
  max,
}: {
  agency: string;
  kind: "deposit" | "withdraw";
  currency: Currency;
  unit: string;
  min: string;
  max: string;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => ({ kind, currency, min, max }), [kind, currency, min, max]);
  const form = useForm<LimitsInput>({ resolver: zodResolver(limitsForm, keyedIssues), values });
  const save = useSetLimits(agency, () =>
    t(kind === "deposit" ? "settings.deposit_limits_saved" : "settings.withdrawal_limits_saved", {
      currency,
    }),
  );
  const { errors, isDirty, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (limits) => {
    try {
      await save.mutateAsync(limits);
    } catch (error) {
      showServerError(form, error, ["min", "max"]);
    }
  });
  const id = `limits-${kind}-${currency}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        kind === "deposit" ? t("settings.deposit_limits_of", { currency }) : t("settings.withdrawal_limits")
      }
      className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4"
    >
      <span className="font-semibold text-gold-light">{unit}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormTextField
          id={`${id}-min`}
          label={t("settings.min")}
          error={errors.min?.message}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register("min")}
        />
        <FormTextField
          id={`${id}-max`}
          label={t("settings.max")}
          error={errors.max?.message}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register("max")}
        />
        <SaveRow
          pending={isSubmitting}
          disabled={!isDirty}
          error={errors.root?.message}
          className="col-span-2 sm:col-span-1 sm:mt-7"
        />
      </div>
    </form>
  );
}
