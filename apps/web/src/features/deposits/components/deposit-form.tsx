import type { Bank, ExchangeRate, PaymentMethod, PromotionUsage, Provider } from "@kham/contract";
import { type CreateDepositBody, currencyScale, type DepositOrder, providers } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Gift, QrCode } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { BankLogo } from "@/components/bank-logo";
import { ProviderMark } from "@/components/provider-mark";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { useCredits } from "@/features/credits/api/get-credits";
import { depositCurrencies, methodsForCurrency } from "@/features/payment-methods/rules";
import { useTranslation } from "@/lib/i18n-react";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useLocalised } from "@/lib/localised-text";
import { validationText } from "@/lib/messages";
import { useNumberFormat } from "@/lib/use-number-format";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useCreateDeposit } from "../api/deposit-actions";
import { useDepositLimits } from "../api/get-deposit-limits";
import {
  creditPreview,
  defaultAmount,
  depositFailure,
  limitsFor,
  limitValues,
  promotionPayment,
  quickAmountsFor,
} from "../rules";
import type { DepositFormContext } from "../validation";
import { CashOutNote, DepositRateLine } from "./deposit-terms";

const resolver = lazyResolver<CreateDepositBody, CreateDepositBody, DepositFormContext>(
  async () => (await import("../validation")).depositResolver,
);

/** The root error's type when one of the player's own limits refused the deposit. */
const OWN_LIMIT = "own_limit";

export interface DepositFormProps {
  methods: PaymentMethod[];
  rates: ExchangeRate[];
  banks: Bank[];
  /** The player's promotion, if one is in use: it binds the provider and, for its deposit, the credit. */
  promotionUsage?: PromotionUsage | null | undefined;
  /** The provider to start on, e.g. the game screen the player came from; a promotion's provider wins. */
  provider?: Provider | undefined;
  onCreated: (order: DepositOrder) => void;
  /** Called as the player reaches for the form (a touch, a focus): what it leads to may load then. */
  onReach?: () => void;
}

/** Compact, so the QR button is in view on a phone; a promotion's deposit amount is worked out, not typed. */
export function DepositForm({
  methods,
  rates,
  banks,
  promotionUsage,
  provider,
  onCreated,
  onReach,
}: DepositFormProps) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const text = useLocalised();
  const credits = useCredits();
  const create = useCreateDeposit();
  const currencies = useMemo(() => depositCurrencies(methods), [methods]);
  const usage = promotionUsage?.status === "USED" ? promotionUsage : undefined;
  const promotionDeposit = usage && !usage.deposited ? usage.promotion : undefined;
  // The agency's own bounds from the server; the hint, the quick amounts and the check wait for them.
  const agencyLimits = useDepositLimits();
  // The server's HTML shows these starting values too, so the page matches the live form.
  const [defaults] = useState<CreateDepositBody>(() => {
    const firstCurrency = currencies[0] ?? "LAK";
    return {
      provider: usage?.provider ?? provider ?? providers[0],
      currency: firstCurrency,
      mid: methodsForCurrency(methods, firstCurrency)[0]?.mid ?? "",
      amount: promotionDeposit
        ? ""
        : defaultAmount(firstCurrency, limitsFor(agencyLimits.data, firstCurrency)),
    };
  });
  const form = useForm<CreateDepositBody, DepositFormContext>({
    resolver,
    context: { limits: agencyLimits.data },
    defaultValues: defaults,
  });
  // A player may choose and type before the app has taken the server's form over.
  const formRef = useTypedBeforeHydration(form.setValue);
  const amountField = useController({ control: form.control, name: "amount" }).field;
  const { errors } = form.formState;
  const [currency, amount, chosenProvider] = useWatch({
    control: form.control,
    name: ["currency", "amount", "provider"],
  });
  const shownMethods = useMemo(() => methodsForCurrency(methods, currency), [methods, currency]);
  const payment = promotionDeposit ? promotionPayment(promotionDeposit, currency, rates) : undefined;
  const credit = creditPreview(amount ?? "", currency, rates);
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

  // A new currency starts on its own default, which follows the limits until the player types.
  const lastCurrency = useRef(currency);
  useEffect(() => {
    if (fixedAmount) return;
    const switched = lastCurrency.current !== currency;
    lastCurrency.current = currency;
    if (switched || !form.getFieldState("amount").isDirty) {
      form.setValue("amount", defaultAmount(currency, limits), { shouldDirty: false });
      if (switched) form.clearErrors("amount");
    }
  }, [currency, limits, fixedAmount, form]);

  const reach = () => {
    resolver.preload();
    onReach?.();
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
      form.reset({
        ...body,
        amount: defaultAmount(body.currency, limitsFor(agencyLimits.data, body.currency)),
      });
    } catch (error) {
      const failure = depositFailure(error, limitsFor(agencyLimits.data, body.currency), format.language);
      const message = t(failure.key, failure.values);
      form.setError(
        failure.field ?? "root",
        { message, type: failure.ownLimit ? OWN_LIMIT : "server" },
        { shouldFocus: Boolean(failure.field) },
      );
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      // The screen arrives without the form's validation; the first touch brings it.
      onFocus={reach}
      onPointerDown={reach}
      noValidate
      className="flex flex-col gap-3 sm:gap-4"
    >
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
                    credit: format.credit(promotionDeposit.depositCredit),
                    bonus: format.credit(promotionDeposit.bonusCredit),
                  })
                : t("deposit.promotion.in_play", { provider: t(`provider.${usage.provider}`) })}
            </p>
            <Link
              to="/player/promotion"
              className="inline-flex min-h-11 items-center self-start text-gold-light text-sm underline underline-offset-4"
            >
              {t("deposit.promotion.manage")}
            </Link>
          </div>
        </section>
      ) : null}
      <FieldGroup className="gap-3 sm:gap-4">
        <RadioTiles
          legend={t("deposit.provider")}
          legendClassName="mb-1.5"
          data-invalid={Boolean(errors.provider)}
        >
          <div className="grid grid-cols-2 gap-2">
            {providers.map((choice) => {
              const providerCredit = creditByProvider.get(choice);
              return (
                <RadioTile
                  key={choice}
                  value={choice}
                  tileClassName="min-h-11 gap-2.5 py-1"
                  // Another provider would be refused while the promotion binds this one.
                  disabled={usage !== undefined && choice !== usage.provider}
                  defaultChecked={choice === defaults.provider}
                  {...form.register("provider")}
                >
                  <ProviderMark provider={choice} className="size-7" />
                  <span className="min-w-0 leading-tight">
                    <span className="block truncate font-semibold">{t(`provider.${choice}`)}</span>
                    <span
                      className="block text-muted-foreground text-xs tabular-nums"
                      data-testid={`provider-credit-${choice}`}
                    >
                      {providerCredit
                        ? `${format.credit(providerCredit.amount)} ${providerCredit.currency}`
                        : "—"}
                    </span>
                  </span>
                </RadioTile>
              );
            })}
          </div>
          <FieldError message={validationText(t, errors.provider?.message)} />
        </RadioTiles>

        <RadioTiles legend={t("deposit.bank")} legendClassName="mb-1.5" data-invalid={Boolean(errors.mid)}>
          {shownMethods.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("deposit.no_method")}</p>
          ) : (
            <div className="grid grid-cols-3 gap-2">
              {shownMethods.map((method) => (
                <RadioTile
                  key={method.mid}
                  value={method.mid}
                  tileClassName="min-h-11 flex-col justify-center gap-1 px-2 py-1.5 text-center sm:flex-row sm:justify-start sm:gap-2.5 sm:px-3 sm:py-2 sm:text-left"
                  defaultChecked={method.mid === defaults.mid}
                  {...form.register("mid")}
                >
                  <BankLogo
                    src={logoOf(method.code)}
                    name={method.displayName}
                    className="size-7 shrink-0 sm:size-8"
                  />
                  <span className="w-full min-w-0 truncate font-semibold text-sm leading-tight">
                    {method.displayName}
                  </span>
                </RadioTile>
              ))}
            </div>
          )}
          <FieldError message={validationText(t, errors.mid?.message)} />
        </RadioTiles>

        <Field data-invalid={Boolean(errors.amount)}>
          <div className="flex items-center justify-between gap-3">
            <FieldLabel htmlFor="deposit-amount">
              {t("deposit.amount")} ({currency})
            </FieldLabel>
            {currencies.length > 1 ? (
              <RadioTiles
                legend={t("deposit.currency")}
                legendClassName="sr-only"
                className="flex-row"
                data-invalid={Boolean(errors.currency)}
              >
                <div className="flex gap-1.5">
                  {currencies.map((code) => (
                    <RadioTile
                      key={code}
                      value={code}
                      tileClassName="min-h-11 px-3.5 py-0 font-semibold"
                      defaultChecked={code === defaults.currency}
                      {...form.register("currency")}
                    >
                      {code}
                    </RadioTile>
                  ))}
                </div>
              </RadioTiles>
            ) : null}
          </div>
          <AmountInput
            id="deposit-amount"
            decimals={currencyScale[currency]}
            separators={format.separators}
            autoComplete="off"
            readOnly={payment !== undefined}
            placeholder={
              limits && !payment
                ? t("deposit.amount_placeholder", { min: format.number(limits.min) })
                : undefined
            }
            aria-invalid={Boolean(errors.amount)}
            aria-describedby="deposit-amount-limits deposit-credit-preview"
            className="h-12 font-semibold text-lg tabular-nums read-only:border-gold/40 read-only:bg-gold/5"
            name={amountField.name}
            ref={amountField.ref}
            value={amountField.value ?? ""}
            onValueChange={amountField.onChange}
            onBlur={amountField.onBlur}
          />
          {payment ? null : (
            <div className="grid grid-cols-4 gap-2">
              {quickAmountsFor(currency, limits).map((quick) => (
                <button
                  key={quick}
                  type="button"
                  aria-pressed={amount === quick}
                  onClick={() => form.setValue("amount", quick, { shouldValidate: true, shouldDirty: true })}
                  className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-gold/30 px-1 font-semibold text-gold-light text-sm tabular-nums transition-colors hover:border-gold hover:bg-gold/10 aria-pressed:border-gold aria-pressed:bg-gold/15"
                >
                  {format.number(quick)}
                </button>
              ))}
            </div>
          )}
          <FieldDescription id="deposit-amount-limits">
            {payment
              ? payment.amount
                ? t("deposit.promotion.amount_fixed", {
                    amount: format.number(payment.amount),
                    currency,
                    credit: format.credit(payment.credit),
                  })
                : null
              : limits
                ? t("deposit.limits", limitValues(limits, format.language))
                : null}
          </FieldDescription>
          {payment && !payment.amount ? (
            <FieldError message={t("deposit.promotion.not_payable", { currency })} />
          ) : null}
          <FieldError
            message={validationText(
              t,
              errors.amount?.message,
              limits ? limitValues(limits, format.language) : undefined,
            )}
          />
        </Field>
      </FieldGroup>

      <div className="flex flex-col gap-1 border-border border-t pt-3">
        <output
          id="deposit-credit-preview"
          aria-live="polite"
          className="flex items-center justify-between gap-3"
        >
          <span className="text-muted-foreground text-sm">{t("deposit.credit_preview")}</span>
          <span className="flex flex-col items-end">
            <span className="flex items-center gap-2 font-bold text-gold-light text-lg tabular-nums">
              <ArrowRight className="size-4 opacity-60" aria-hidden />
              {format.credit(credit ?? "0")}{" "}
              <span className="font-medium text-muted-foreground text-xs">THB</span>
            </span>
            {promotionDeposit ? (
              <span
                className="font-semibold text-gold-light text-sm tabular-nums"
                data-testid="deposit-bonus-preview"
              >
                {t("deposit.promotion.bonus", { bonus: format.credit(promotionDeposit.bonusCredit) })}
              </span>
            ) : null}
          </span>
        </output>
        <DepositRateLine amount={amount ?? ""} currency={currency} credit={credit} rates={rates} />
      </div>

      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {errors.root.message}
          {errors.root.type === OWN_LIMIT ? (
            <>
              {" "}
              <Link
                to="/player/protection"
                className="inline-flex min-h-11 items-center font-semibold text-gold-light underline underline-offset-4"
              >
                {t("deposit.error.own_limit_link")}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={
          form.formState.isSubmitting ||
          shownMethods.length === 0 ||
          (payment !== undefined && !payment.amount)
        }
      >
        {form.formState.isSubmitting ? <Spinner className="text-gold-foreground" /> : <QrCode />}
        {t("deposit.submit")}
      </Button>
      {/* Read before paying in the bank app; below the button so the button stays in view on a phone. */}
      <CashOutNote rates={rates} provider={chosenProvider ?? defaults.provider} />
    </form>
  );
}
