import {
  AMOUNT_PATTERN,
  type BankAccount,
  type CreateWithdrawalBody,
  compareDecimal,
  type ExchangeRate,
  type PromotionUsage,
  providers,
  type WithdrawalOrder,
} from "@kham/contract";
import { ArrowRight, HandCoins } from "lucide-react";
import { useEffect, useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { ProviderMark } from "@/components/provider-mark";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { useCredits } from "@/features/credits/api/get-credits";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useWithdrawalLimits } from "../api/get-withdrawal-limits";
import { useCreateWithdrawal } from "../api/withdrawal-actions";
import {
  amountProblem,
  limitValues,
  payoutPreview,
  promotionProblem,
  promotionWithdrawal,
  providerWithMostCredit,
  withdrawalFailure,
} from "../rules";
import { PayoutAccount } from "./payout-account";
import { PromotionRules } from "./promotion-rules";
import { WithdrawConfirm } from "./withdraw-confirm";

export interface WithdrawFormProps {
  account: BankAccount;
  rates: ExchangeRate[];
  /** The player's promotion, if one is in use: its rules apply to withdrawals from its provider. */
  promotionUsage?: PromotionUsage | null | undefined;
  onCreated: (order: WithdrawalOrder) => void;
}

/** When a promotion whose deposit was made binds the provider, its rules apply to amount and payout. */
export function WithdrawForm({ account, rates, promotionUsage, onCreated }: WithdrawFormProps) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const credits = useCredits();
  const create = useCreateWithdrawal();
  // The agency's own bounds from the server; the hint and the check wait for them rather than guess.
  const limits = useWithdrawalLimits().data;
  const shownLimits = limitValues(limits, format.language);
  const [confirming, setConfirming] = useState<CreateWithdrawalBody>();
  const creditByProvider = new Map(credits.data?.credits.map((entry) => [entry.provider, entry.credit]));
  const richest = providerWithMostCredit(credits.data?.credits);
  // Starts on the provider with the most credit when known; the server's HTML shows it too.
  const [defaults] = useState<CreateWithdrawalBody>(() => ({
    provider: richest ?? providers[0],
    amount: "",
  }));
  const form = useForm<CreateWithdrawalBody>({ defaultValues: defaults });
  // A player may choose and type before the app has taken the server's form over.
  const formRef = useTypedBeforeHydration(form.setValue);
  const { errors } = form.formState;
  const [provider, amount] = useWatch({ control: form.control, name: ["provider", "amount"] });
  const available = creditByProvider.get(provider)?.amount;
  // A promotion binds its provider's credit only once its deposit was made (as the server sees it).
  const binding =
    promotionUsage?.status === "USED" && promotionUsage.deposited && promotionUsage.provider === provider
      ? promotionUsage
      : undefined;
  const withdrawAll = binding?.promotion.withdrawAll === true;
  const amountField = useController({
    control: form.control,
    name: "amount",
    rules: {
      validate: (value) => {
        const credit = creditByProvider.get(form.getValues("provider"))?.amount;
        const problem =
          amountProblem(value, credit, limits, format.language) ??
          (binding ? promotionProblem(binding.promotion, value, credit, format.language) : undefined);
        return problem ? t(problem.key, problem.values) : true;
      },
    },
  }).field;
  const requirementMet =
    binding !== undefined &&
    available !== undefined &&
    AMOUNT_PATTERN.test(available) &&
    compareDecimal(available, binding.promotion.requiredCredit) >= 0;
  const termsOf = (typed: string) =>
    binding ? promotionWithdrawal(binding.promotion, binding.bonus, typed) : undefined;
  const terms = termsOf(amount ?? "");
  const payout = payoutPreview(terms ? terms.creditPaid : (amount ?? ""), rates);
  const buy = rates.find((rate) => rate.currency === "LAK")?.buy;

  // With withdraw-all the amount is the whole credit: filled in, and kept in step with the credit.
  useEffect(() => {
    if (withdrawAll && available !== undefined) form.setValue("amount", available);
  }, [withdrawAll, available, form]);

  // Unless the player has started on the form.
  useEffect(() => {
    const started = form.getFieldState("provider").isDirty || form.getFieldState("amount").isDirty;
    if (richest && !started) form.setValue("provider", richest);
  }, [richest, form]);

  const review = form.handleSubmit((body) => {
    form.clearErrors("root");
    setConfirming({ provider: body.provider, amount: body.amount.trim() });
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      const order = await create.mutateAsync(confirming);
      setConfirming(undefined);
      form.reset({ provider: confirming.provider, amount: "" });
      onCreated(order);
    } catch (error) {
      setConfirming(undefined);
      const failure = withdrawalFailure(error, limits, format.language);
      form.setError(
        failure.field ?? "root",
        { message: t(failure.key, failure.values) },
        { shouldFocus: Boolean(failure.field) },
      );
    }
  };

  if (confirming) {
    const confirmTerms = termsOf(confirming.amount);
    return (
      <WithdrawConfirm
        body={confirming}
        terms={confirmTerms}
        payout={payoutPreview(confirmTerms ? confirmTerms.creditPaid : confirming.amount, rates)}
        account={account}
        pending={create.isPending}
        onBack={() => setConfirming(undefined)}
        onConfirm={confirm}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={review} noValidate className="flex flex-col gap-6">
      <FieldGroup>
        <RadioTiles legend={t("withdraw.provider")} data-invalid={Boolean(errors.provider)}>
          <div className="grid grid-cols-2 gap-2">
            {providers.map((name) => {
              const credit = creditByProvider.get(name);
              return (
                <RadioTile
                  key={name}
                  value={name}
                  tileClassName="min-h-12 gap-2.5 py-2"
                  defaultChecked={name === defaults.provider}
                  {...form.register("provider", { required: "validation.required" })}
                >
                  <ProviderMark provider={name} className="size-7" />
                  <span className="min-w-0 leading-tight">
                    <span className="block truncate font-semibold">{t(`provider.${name}`)}</span>
                    <span
                      className="block text-muted-foreground text-xs tabular-nums"
                      data-testid={`provider-credit-${name}`}
                    >
                      {credit ? `${format.credit(credit.amount)} ${credit.currency}` : "—"}
                    </span>
                  </span>
                </RadioTile>
              );
            })}
          </div>
          <FieldError message={errors.provider?.message ? t(errors.provider.message) : undefined} />
        </RadioTiles>

        {binding ? <PromotionRules usage={binding} available={available} met={requirementMet} /> : null}

        <Field data-invalid={Boolean(errors.amount)}>
          <FieldLabel htmlFor="withdraw-amount">{t("withdraw.amount")} (THB)</FieldLabel>
          <div className="flex gap-2">
            <AmountInput
              id="withdraw-amount"
              decimals={2}
              separators={format.separators}
              autoComplete="off"
              placeholder={format.credit("0")}
              readOnly={withdrawAll}
              aria-invalid={Boolean(errors.amount)}
              aria-describedby="withdraw-available withdraw-amount-limits withdraw-payout-preview"
              className="h-12 font-semibold text-lg tabular-nums read-only:border-gold/40 read-only:bg-gold/5"
              name={amountField.name}
              ref={amountField.ref}
              value={amountField.value ?? ""}
              onValueChange={amountField.onChange}
              onBlur={amountField.onBlur}
            />
            <Button
              type="button"
              variant="secondary"
              className="h-12 shrink-0"
              disabled={!available || Number(available) <= 0 || withdrawAll}
              onClick={() => available && form.setValue("amount", available, { shouldValidate: true })}
            >
              {t("withdraw.all")}
            </Button>
          </div>
          <FieldDescription id="withdraw-available">
            {available !== undefined
              ? t("withdraw.available", {
                  amount: format.credit(available),
                  provider: t(`provider.${provider}`),
                })
              : null}
          </FieldDescription>
          <FieldDescription id="withdraw-amount-limits">
            {shownLimits ? t("withdraw.limits", shownLimits) : null}
          </FieldDescription>
          <FieldError message={errors.amount?.message} />
        </Field>

        <PayoutAccount account={account} />
      </FieldGroup>

      <output
        id="withdraw-payout-preview"
        aria-live="polite"
        className="flex items-center justify-between gap-3 border-border border-t pt-3"
      >
        <span className="flex flex-col">
          <span className="text-muted-foreground text-sm">{t("withdraw.payout_preview")}</span>
          {buy ? (
            <span className="text-muted-foreground text-sm">
              {t("withdraw.rate", { rate: format.number(buy) })}
            </span>
          ) : null}
        </span>
        <span className="flex items-center gap-2 font-bold text-gold-light text-xl tabular-nums">
          <ArrowRight className="size-4 opacity-60" aria-hidden />
          <span data-testid="payout-preview">{format.number(payout ?? "0")}</span>
          <span className="font-medium text-muted-foreground text-xs">LAK</span>
        </span>
      </output>
      {terms &&
      (compareDecimal(terms.creditReturned, "0") > 0 || compareDecimal(terms.bonusDeducted, "0") > 0) ? (
        <p className="-mt-4 text-muted-foreground text-sm" data-testid="promotion-payout-note">
          {t("withdraw.promotion.payout_note", {
            received: format.credit(terms.creditReceived),
            returned: format.credit(terms.creditReturned),
            deducted: format.credit(terms.bonusDeducted),
          })}
        </p>
      ) : null}

      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {errors.root.message}
        </p>
      ) : null}
      {/* Held above a phone's bottom bar and its raised game button, which would otherwise take the tap. */}
      <div className="phone:sticky phone:bottom-[calc(6.5rem+env(safe-area-inset-bottom))] phone:z-10 phone:rounded-xl phone:shadow-[0_0_0_6px_var(--color-surface)]">
        <Button type="submit" size="lg" className="w-full">
          <HandCoins /> {t("withdraw.submit")}
        </Button>
      </div>
    </form>
  );
}
