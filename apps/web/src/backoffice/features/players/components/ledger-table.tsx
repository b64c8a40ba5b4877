import { Inbox } from "lucide-react";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import type { LedgerEntry } from "../api/get-player";
import { ledgerDirection, unsigned } from "../ledger";

const sign = { in: "+", out: "−", none: "" } as const;
const colour = { in: "text-success", out: "text-danger", none: "text-foreground" } as const;

/** On a phone the order code moves under the kind, so four columns fit. */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Inbox className="size-4" aria-hidden />
        {t("players.ledger_empty")}
      </p>
    );
  }
  return (
    <div className="-mx-6 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="py-2 ps-4 pe-2 font-medium sm:px-4 sm:ps-6">
              {t("players.ledger_time")}
            </th>
            <th scope="col" className="px-2 py-2 font-medium sm:px-4">
              {t("players.ledger_kind")}
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
              {t("players.ledger_order")}
            </th>
            <th scope="col" className="py-2 ps-2 pe-4 text-right font-medium sm:px-4 sm:pe-6">
              {t("players.ledger_amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const direction = ledgerDirection(entry);
            return (
              <tr key={entry.id} data-testid="ledger-entry" className="border-border/70 border-t align-top">
                <td className="py-2.5 ps-4 pe-2 text-muted-foreground text-xs tabular-nums sm:px-4 sm:ps-6">
                  {formatDateTime(entry.createdAt)}
                </td>
                <td className="px-2 py-2.5 sm:px-4">
                  <div className="flex flex-col">
                    <span>{t(`players.kind.${entry.kind}`, { defaultValue: entry.kind })}</span>
                    <span className="text-muted-foreground text-xs">
                      {t(`provider.${entry.provider}`, { defaultValue: entry.provider })}
                    </span>
                    {entry.orderCode ? (
                      <span className="break-all font-mono text-muted-foreground text-xs sm:hidden">
                        {entry.orderCode}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className="hidden px-4 py-2.5 font-mono text-xs sm:table-cell">
                  {entry.orderCode ?? t("common.none")}
                  {entry.providerReference ? (
                    <span
                      className="block break-all text-muted-foreground"
                      title={t("players.ledger_provider_reference")}
                    >
                      {entry.providerReference}
                    </span>
                  ) : null}
                </td>
                <td
                  className={cn(
                    "whitespace-nowrap py-2.5 ps-2 pe-4 text-right font-medium tabular-nums sm:px-4 sm:pe-6",
                    colour[direction],
                  )}
                >
                  {sign[direction]}
                  {formatCredit(unsigned(entry.amount))}
                  <span className="block text-muted-foreground text-xs sm:ms-1 sm:inline">
                    {entry.currency}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
