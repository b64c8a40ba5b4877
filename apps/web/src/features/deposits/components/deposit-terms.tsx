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

/** Before paying: the price of credit, what it pays back, the smallest cash-out, and where credit stays. */
export function DepositTerms({ amount, currency, credit, rates, provider }: DepositTermsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const limits = useWithdrawalLimits();
  const terms = depositTerms(currency, rates, limits.data?.min);
  const cashOut = terms.cashOut ? format.number(terms.cashOut) : "—";
  const game = t(`provider.${provider}`);
  return (
    <div className="flex flex-col gap-2 text-sm">
      {terms.price ? (
        <p data-testid="deposit-rate-line" className="text-foreground/90">
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
      ) : null}
      <div
        data-testid="deposit-min-cash-out"
        className="flex items-start gap-2 rounded-lg border border-border bg-background-elevated px-3 py-2 text-muted-foreground"
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
          {/* The transfer screen is not here yet; the withdraw screen shows credit per game meanwhile. */}
          <Link
            to="/player/withdraw"
            className="inline-flex min-h-11 items-center text-gold-light underline underline-offset-4"
          >
            {t("deposit.terms.move")}
          </Link>
        </p>
      </div>
    </div>
  );
}
