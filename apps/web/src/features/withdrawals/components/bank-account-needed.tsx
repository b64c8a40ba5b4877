import { Link } from "@tanstack/react-router";
import { BankIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

/** Without a bank account there is nowhere to pay to: the screen leads the player to add one. */
export function BankAccountNeeded() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-gold/30 bg-surface/90 px-6 py-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gold/10 text-gold-light ring-1 ring-gold/30">
        <BankIcon className="size-7" aria-hidden />
      </span>
      <h2 className="font-semibold text-gold-light text-lg">{t("withdraw.bank_account_needed.title")}</h2>
      <p className="max-w-sm text-muted-foreground text-sm">{t("withdraw.bank_account_needed.text")}</p>
      <Button asChild size="lg">
        <Link to="/player/bank">{t("withdraw.bank_account_needed.action")}</Link>
      </Button>
    </section>
  );
}
