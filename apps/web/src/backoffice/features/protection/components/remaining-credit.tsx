import type { BankAccount, Provider } from "@kham/contract";
import { Banknote } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { type CreditToPay, PayoutDialog } from "./payout-dialog";

const hasCredit = (amount: string | null): amount is string =>
  amount !== null && !amount.startsWith("-") && /[1-9]/.test(amount);

/** An excluded player's credit left at each game, paid out at their request one provider at a time. */
export function RemainingCredit({
  agency,
  username,
  credits,
  bankAccounts,
}: {
  agency: string;
  username: string;
  credits: { provider: Provider; amount: string | null }[];
  bankAccounts: BankAccount[];
}) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState<CreditToPay | undefined>();
  const left = credits.flatMap((credit) =>
    hasCredit(credit.amount) ? [{ provider: credit.provider, amount: credit.amount }] : [],
  );
  return (
    <section
      aria-labelledby="remaining-credit"
      data-testid="remaining-credit"
      className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="remaining-credit" className="font-semibold text-foreground text-sm">
          {t("protection.payout_section")}
        </h3>
        <p className="text-muted-foreground text-xs">{t("protection.payout_section_intro")}</p>
      </div>
      {left.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("protection.payout_nothing")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {left.map((credit) => (
            <li
              key={credit.provider}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-background p-3"
            >
              <span className="flex flex-col">
                <span className="text-muted-foreground text-xs">{t(`provider.${credit.provider}`)}</span>
                <span className="font-semibold text-gold-light tabular-nums">
                  {formatCredit(credit.amount)}
                </span>
              </span>
              <Button
                variant="outline"
                aria-label={t("protection.payout_of", {
                  credit: formatCredit(credit.amount),
                  provider: t(`provider.${credit.provider}`),
                })}
                onClick={() => setPaying(credit)}
              >
                <Banknote />
                {t("protection.payout")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PayoutDialog
        agency={agency}
        username={username}
        credit={paying}
        account={bankAccounts[0]}
        onClose={() => setPaying(undefined)}
      />
    </section>
  );
}
