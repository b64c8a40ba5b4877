import { zodResolver } from "@hookform/resolvers/zod";
import { addPaymentMethodBody, currencies, type PaymentMethod } from "@kham/contract";
import { CreditCard, Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BankLogo } from "@/components/bank-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { type PaymentMethodInput, useAddPaymentMethod } from "../api/add-payment-method";
import type { AgencySettings } from "../api/get-settings";
import { useSetPaymentMethodEnabled } from "../api/set-payment-method-enabled";
import { failureKey, keyedIssues, showServerError } from "../form-errors";
import { ConfirmDialog } from "./confirm-dialog";
import { SelectField, SettingsSection } from "./section";

/** The agency's merchant accounts players pay deposits into, each at one bank in one currency. */
export function PaymentMethodsSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const [disabling, setDisabling] = useState<PaymentMethod | undefined>();
  const toggle = useSetPaymentMethodEnabled(agency, (change) =>
    t(change.enabled ? "settings.method_enabled" : "settings.method_disabled", {
      name: change.method.displayName,
    }),
  );
  const logoOf = (code: string) => settings.banks.find((bank) => bank.code === code)?.logoUrl;
  const close = () => {
    toggle.reset();
    setDisabling(undefined);
  };
  return (
    <SettingsSection
      id="payment-methods"
      icon={CreditCard}
      title={t("settings.payment_methods")}
      description={t("settings.payment_methods_intro")}
    >
      {settings.paymentMethods.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-4 text-muted-foreground text-sm">
          {t("settings.payment_methods_none")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-background/40">
          {settings.paymentMethods.map((method) => (
            <li
              key={`${method.mid}-${method.currency}`}
              data-testid="payment-method"
              className="flex flex-wrap items-center gap-3 px-4 py-3"
            >
              <BankLogo src={logoOf(method.code)} name={method.code} className="size-10" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {method.displayName}
                  <Badge colour="gold">{method.currency}</Badge>
                  {method.isEnabled ? null : <Badge>{t("settings.off")}</Badge>}
                </span>
                <span className="break-all font-mono text-muted-foreground text-xs">
                  {method.code} · {method.mid}
                </span>
              </div>
              {method.isEnabled ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-11 sm:h-9"
                  aria-label={t("settings.method_disable_named", {
                    name: method.displayName,
                    currency: method.currency,
                  })}
                  onClick={() => setDisabling(method)}
                >
                  {t("settings.disable")}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-11 sm:h-9"
                  disabled={toggle.isPending}
                  aria-label={t("settings.method_enable_named", {
                    name: method.displayName,
                    currency: method.currency,
                  })}
                  onClick={() => toggle.mutate({ method, enabled: true })}
                >
                  {t("settings.enable")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {toggle.isError && disabling === undefined ? (
        <p role="alert" className="text-danger text-sm">
          {t(failureKey(toggle.error))}
        </p>
      ) : null}
      <AddPaymentMethodForm agency={agency} settings={settings} />
      <ConfirmDialog
        open={disabling !== undefined}
        title={t("settings.method_disable_title", { name: disabling?.displayName ?? "" })}
        description={t("settings.method_disable_intro", { mid: disabling?.mid ?? "" })}
        confirm={t("settings.disable")}
        pending={toggle.isPending}
        error={toggle.isError ? failureKey(toggle.error) : undefined}
        onConfirm={() => {
          if (disabling) toggle.mutate({ method: disabling, enabled: false }, { onSuccess: close });
        }}
        onClose={close}
      />
    </SettingsSection>
  );
}

const fields = ["code", "mid", "name", "currency"] as const;

function AddPaymentMethodForm({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const form = useForm<PaymentMethodInput>({
    resolver: zodResolver(addPaymentMethodBody, keyedIssues),
    defaultValues: { code: "", mid: "", name: "", currency: "LAK" },
  });
  const add = useAddPaymentMethod(agency, (method) => t("settings.method_added", { name: method.name }));
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (method) => {
    try {
      await add.mutateAsync(method);
      form.reset();
    } catch (error) {
      showServerError(form, error, fields);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("settings.method_add_title")}
      className="flex flex-col gap-4 rounded-xl border border-border border-dashed p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold text-foreground text-sm">{t("settings.method_add_title")}</h3>
        <p className="text-muted-foreground text-xs">{t("settings.method_add_hint")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="method-bank"
          label={t("settings.method_bank")}
          // An empty pick reads better as "choose a bank" than as "fill this in".
          error={
            errors.code?.message === "validation.required" ? "validation.bank_required" : errors.code?.message
          }
          {...form.register("code")}
        >
          <option value="">{t("settings.method_bank_pick")}</option>
          {settings.banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.code} · {bank.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="method-currency"
          label={t("settings.method_currency")}
          error={errors.currency?.message}
          {...form.register("currency")}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <FormTextField
          id="method-mid"
          label={t("settings.method_mid")}
          hint={t("settings.method_mid_hint")}
          error={errors.mid?.message}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register("mid")}
        />
        <FormTextField
          id="method-name"
          label={t("settings.method_name")}
          hint={t("settings.method_name_hint")}
          error={errors.name?.message}
          autoComplete="off"
          {...form.register("name")}
        />
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-danger text-sm">
          {t(errors.root.message)}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={isSubmitting} className="self-stretch sm:self-end">
        {isSubmitting ? <Spinner /> : <Plus />}
        {t("settings.method_add")}
      </Button>
    </form>
  );
}
