import { zodResolver } from "@hookform/resolvers/zod";
import type { Bank, ExchangeRate, PaymentMethod, PromotionUsage, Provider } from "@kham/contract";
import {
  type CreateDepositBody,
  type Currency,
  createDepositBody,
  type DepositOrder,
  providers,
} from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Coins, Gift, QrCode } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { useCredits } from "@/features/credits/api/get-credits";
import { depositCurrencies, methodsForCurrency } from "@/features/payment-methods/rules";
import { formatCredit, formatNumber } from "@/lib/format";
import { useLocalised } from "@/lib/localised-text";
import { validationText } from "@/lib/messages";
import { useCreateDeposit } from "../api/deposit-actions";
import { useDepositLimits } from "../api/get-deposit-limits";
import { creditPreview, depositFailure, fitsCurrency, limitsFor, promotionPayment } from "../rules";

const quickAmounts: Record<Currency, string[]> = {
  LAK: ["50000", "100000", "200000", "500000"],
  THB: ["100", "300", "500", "1000"],
  USD: ["5", "10", "20", "50"],
};

const depositFormSchema = createDepositBody.refine((body) => fitsCurrency(body.amount, body.currency), {
  message: "validation.amount_decimals",
  path: ["amount"],
});

export interface DepositFormProps {
  methods: PaymentMethod[];
  rates: ExchangeRate[];
  banks: Bank[];
  /** The player's promotion, if one is in use: it binds the provider and, for its deposit, the credit. */
  promotionUsage?: PromotionUsage | null | undefined;
  /** The provider to start on, e.g. the game screen the player came from; a promotion's provider wins. */
  provider?: Provider | undefined;
  onCreated: (order: DepositOrder) => void;
}

/**
 * The deposit screen: provider (with its credit), currency, bank, amount and the credit it buys.
 * With a promotion in use the provider is its provider, and its deposit buys exactly its credit:
 * the amount is then worked out in the chosen currency and not typed.
 */
export function DepositForm({
  methods,
  rates,
  banks,
  promotionUsage,
  provider,
  onCreated,
}: DepositFormProps) {
  const { t } = useTranslation();
  const text = useLocalised();
  const credits = useCredits();
  const create = useCreateDeposit();
  const currencies = useMemo(() => depositCurrencies(methods), [methods]);
  const usage = promotionUsage?.status === "USED" ? promotionUsage : undefined;
  const promotionDeposit = usage && !usage.deposited ? usage.promotion : undefined;
  const form = useForm<CreateDepositBody>({
    resolver: zodResolver(depositFormSchema),
    defaultValues: {
      provider: usage?.provider ?? provider ?? providers[0],
      currency: currencies[0] ?? "LAK",
      mid: methodsForCurrency(methods, currencies[0])[0]?.mid ?? "",
      amount: "",
    },
  });
  const { errors } = form.formState;
  const [currency, amount] = useWatch({ control: form.control, name: ["currency", "amount"] });
  const shownMethods = useMemo(() => methodsForCurrency(methods, currency), [methods, currency]);
  const payment = promotionDeposit ? promotionPayment(promotionDeposit, currency, rates) : undefined;
  const credit = creditPreview(amount ?? "", currency, rates);
  // The agency's own bounds from the server; the hint waits for them rather than guess.
  const agencyLimits = useDepositLimits();
  const limits = limitsFor(agencyLimits.data, currency);
  const creditByProvider = new Map(credits.data?.credits.map((entry) => [entry.provider, entry.credit]));
  const logoOf = (code: string) => banks.find((bank) => bank.code === code)?.logoUrl;

  // A bank of another currency cannot stay picked: the first matching one is picked instead.
  useEffect(() => {
    const mid = form.getValues("mid");
    if (!shownMethods.some((method) => method.mid === mid)) {
      form.setValue("mid", shownMethods[0]?.mid ?? "");
    }
  }, [shownMethods, form]);

  // The promotion's deposit costs what its credit costs in the chosen currency; nothing to type.
  const fixedAmount = payment !== undefined;
  const promotionAmount = payment?.amount;
  useEffect(() => {
    if (fixedAmount) form.setValue("amount", promotionAmount ?? "");
  }, [fixedAmount, promotionAmount, form]);

  const submit = form.handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
      form.reset({ ...body, amount: "" });
    } catch (error) {
      const failure = depositFailure(error, limitsFor(agencyLimits.data, body.currency));
      const message = t(failure.key, failure.values);
      form.setError(failure.field ?? "root", { message }, { shouldFocus: Boolean(failure.field) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {usage ? (
        <section
          aria-label={t("deposit.promotion.label")}
          className="flex items-start gap-3 rounded-xl border border-gold/50 bg-gold/10 px-4 py-3 text-sm"
        >
          <Gift className="mt-0.5 size-5 shrink-0 text-gold-light" aria-hidden />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-gold-light">
              {t("deposit.promotion.title", { title: text(usage.promotion.title) })}
            </p>
            <p>
              {promotionDeposit
                ? t("deposit.promotion.fixed", {
                    provider: t(`provider.${usage.provider}`),
                    credit: formatCredit(promotionDeposit.depositCredit),
                    bonus: formatCredit(promotionDeposit.bonusCredit),
                  })
                : t("deposit.promotion.in_play", { provider: t(`provider.${usage.provider}`) })}
            </p>
            <Link
              to="/player/promotion"
              className="self-start text-gold-light text-xs underline-offset-4 hover:underline"
            >
              {t("deposit.promotion.manage")}
            </Link>
          </div>
        </section>
      ) : null}
      <FieldGroup>
        <RadioTiles legend={t("deposit.provider")} data-invalid={Boolean(errors.provider)}>
          <div className="grid grid-cols-2 gap-2">
            {providers.map((choice) => {
              const providerCredit = creditByProvider.get(choice);
              return (
                <RadioTile
                  key={choice}
                  value={choice}
                  // Another provider would be refused while the promotion binds this one.
                  disabled={usage !== undefined && choice !== usage.provider}
                  {...form.register("provider")}
                >
                  <Coins className="size-5 shrink-0 text-gold" aria-hidden />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{t(`provider.${choice}`)}</span>
                    <span className="block text-muted-foreground text-xs tabular-nums">
                      {providerCredit
                        ? `${formatCredit(providerCredit.amount)} ${providerCredit.currency}`
                        : "—"}
                    </span>
                  </span>
                </RadioTile>
              );
            })}
          </div>
          <FieldError message={validationText(t, errors.provider?.message)} />
        </RadioTiles>

        <RadioTiles legend={t("deposit.currency")} data-invalid={Boolean(errors.currency)}>
          <div className="flex flex-wrap gap-2">
            {currencies.map((code) => (
              <RadioTile
                key={code}
                value={code}
                tileClassName="px-5 font-semibold"
                {...form.register("currency")}
              >
                {code}
              </RadioTile>
            ))}
          </div>
          <FieldError message={validationText(t, errors.currency?.message)} />
        </RadioTiles>

        <RadioTiles legend={t("deposit.bank")} data-invalid={Boolean(errors.mid)}>
          {shownMethods.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("deposit.no_method")}</p>
          ) : (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {shownMethods.map((method) => (
                <RadioTile key={method.mid} value={method.mid} {...form.register("mid")}>
                  <BankLogo src={logoOf(method.code)} name={method.displayName} className="size-9" />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{method.displayName}</span>
                    <span className="block text-muted-foreground text-xs">{method.code}</span>
                  </span>
                </RadioTile>
              ))}
            </div>
          )}
          <FieldError message={validationText(t, errors.mid?.message)} />
        </RadioTiles>

        <Field data-invalid={Boolean(errors.amount)}>
          <FieldLabel htmlFor="deposit-amount">
            {t("deposit.amount")} ({currency})
          </FieldLabel>
          <Input
            id="deposit-amount"
            inputMode={currency === "LAK" ? "numeric" : "decimal"}
            autoComplete="off"
            readOnly={payment !== undefined}
            placeholder={
              limits && !payment
                ? t("deposit.amount_placeholder", { min: formatNumber(limits.min) })
                : undefined
            }
            aria-invalid={Boolean(errors.amount)}
            aria-describedby="deposit-amount-limits deposit-credit-preview"
            className="h-12 font-semibold text-lg tabular-nums read-only:border-gold/40 read-only:bg-gold/5"
            {...form.register("amount")}
          />
          {payment ? null : (
            <div className="flex flex-wrap gap-2">
              {quickAmounts[currency].map((quick) => (
                <button
                  key={quick}
                  type="button"
                  onClick={() => form.setValue("amount", quick, { shouldValidate: true })}
                  className="cursor-pointer rounded-full border border-gold/30 px-3 py-1 text-gold-light text-xs tabular-nums transition-colors hover:border-gold hover:bg-gold/10"
                >
                  {formatNumber(quick)}
                </button>
              ))}
            </div>
          )}
          <FieldDescription id="deposit-amount-limits">
            {payment
              ? payment.amount
                ? t("deposit.promotion.amount_fixed", {
                    amount: formatNumber(payment.amount),
                    currency,
                    credit: formatCredit(payment.credit),
                  })
                : null
              : limits
                ? t("deposit.limits", {
                    min: formatNumber(limits.min),
                    max: formatNumber(limits.max),
                    currency,
                  })
                : null}
          </FieldDescription>
          {payment && !payment.amount ? (
            <FieldError message={t("deposit.promotion.not_payable", { currency })} />
          ) : null}
          <FieldError message={validationText(t, errors.amount?.message)} />
        </Field>
      </FieldGroup>

      <output
        id="deposit-credit-preview"
        aria-live="polite"
        className="flex items-center justify-between gap-3 rounded-xl bg-gold-gradient px-4 py-3 text-gold-foreground"
      >
        <span className="font-medium text-sm">{t("deposit.credit_preview")}</span>
        <span className="flex flex-col items-end">
          <span className="flex items-center gap-2 font-bold text-xl tabular-nums">
            <ArrowRight className="size-4 opacity-60" aria-hidden />
            {credit ? formatCredit(credit) : "0.00"}{" "}
            <span className="font-medium text-xs opacity-70">THB</span>
          </span>
          {promotionDeposit ? (
            <span className="font-semibold text-xs tabular-nums" data-testid="deposit-bonus-preview">
              {t("deposit.promotion.bonus", { bonus: formatCredit(promotionDeposit.bonusCredit) })}
            </span>
          ) : null}
        </span>
      </output>

      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {errors.root.message}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={
          form.formState.isSubmitting ||
          shownMethods.length === 0 ||
          (payment !== undefined && !payment.amount)
        }
      >
        {form.formState.isSubmitting ? <Spinner className="text-gold-foreground" /> : <QrCode />}
        {t("deposit.submit")}
      </Button>
    </form>
  );
}
