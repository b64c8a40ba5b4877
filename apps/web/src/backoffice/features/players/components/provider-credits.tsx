import { CloudOff } from "lucide-react";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import type { StaffPlayerDetail } from "../api/get-player";

/** The credit at each provider now; a provider that did not answer says so instead of a number. */
export function ProviderCredits({ credits }: { credits: StaffPlayerDetail["credits"] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3">
      {credits.map((credit) => (
        <li
          key={credit.provider}
          data-testid="provider-credit"
          className="flex flex-col gap-1 rounded-xl border border-border bg-background p-3"
        >
          <span className="text-muted-foreground text-xs">{t(`provider.${credit.provider}`)}</span>
          {credit.amount === null ? (
            <span className="flex items-center gap-1.5 text-sm text-warning">
              <CloudOff className="size-4 shrink-0" aria-hidden />
              {t("players.credit_unknown")}
            </span>
          ) : (
            <span className="font-semibold text-gold-light text-lg tabular-nums">
              {formatCredit(credit.amount)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
