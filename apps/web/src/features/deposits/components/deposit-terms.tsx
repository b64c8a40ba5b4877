import type { Currency, ExchangeRate, Provider } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Info } from "lucide-react";
import { useWithdrawalLimits } from "@/features/withdrawals/api/get-withdrawal-limits";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { depositTerms } from "../rules";

export interface DepositTermsProps {
  amount: string;
  currency: Currency;
  /** The credit the amount buys; undefined until the amount is one. */
  credit: string | undefined;
  rates: readonly ExchangeRate[];
  provider: Provider;
}

/** Before paying: what the amount buys at the sell rate, and what cashing out pays (the buy rate). */
export function DepositRateLine({ amount, currency, credit, rates }: Omit<DepositTermsProps, "provider">) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const terms = depositTerms(currency, rates, undefined);
  if (!terms.price) return null;
  const cashOut = terms.cashOut ? format.number(terms.cashOut) : "—";
  return (
    <p data-testid="deposit-rate-line" className="text-muted-foreground text-sm">
      {credit
        ? t("deposit.terms.pay", {
            amount: format.number(amount),
            currency,
            credit: format.credit(credit),
            rate: format.number(terms.price),
            buy: cashOut,
          })
        : t("deposit.terms.price", { rate: format.number(terms.price), currency, buy: cashOut })}
    </p>
  );
}

/** The smallest cash-out from the chosen game, and that its credit stays there unless moved. */
export function CashOutNote({ rates, provider }: Pick<DepositTermsProps, "rates" | "provider">) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const limits = useWithdrawalLimits();
  const terms = depositTerms(undefined, rates, limits.data?.min);
  const game = t(`provider.${provider}`);
  return (
    <div
      data-testid="deposit-min-cash-out"
      className="flex items-start gap-2 rounded-lg border border-border bg-background-elevated px-3 py-2 text-muted-foreground text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
      <p>
        {terms.minCashOut ? (
          <>
            {t("deposit.terms.min_cash_out", {
              provider: game,
              min: format.credit(terms.minCashOut.credit),
              kip: terms.minCashOut.kip ? format.number(terms.minCashOut.kip) : "—",
            })}{" "}
          </>
        ) : null}
        {t("deposit.terms.stays", { provider: game })}{" "}
        <Link
          to="/player/transfer"
          className="inline-flex min-h-11 items-center text-gold-light underline underline-offset-4"
        >
          {t("deposit.terms.move")}
        </Link>
      </p>
    </div>
  );
}
