import { Link } from "@tanstack/react-router";
import { ArrowRightLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

/** Beside the withdraw form: credit is held per game, and small amounts can be gathered into one. */
export function TransferHint() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="transfer-hint-title"
      className="flex flex-col gap-3 rounded-2xl border border-gold/25 bg-surface/90 p-4 sm:p-5"
    >
      <div>
        <h2 id="transfer-hint-title" className="font-semibold text-gold-light">
          {t("transfer.hint.title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("transfer.hint.text")}</p>
      </div>
      <Button asChild variant="secondary" className="w-full">
        <Link to="/player/transfer">
          <ArrowRightLeft /> {t("transfer.hint.action")}
        </Link>
      </Button>
    </section>
  );
}
