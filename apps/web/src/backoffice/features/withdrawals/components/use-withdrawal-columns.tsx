import type { StaffWithdrawal } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Check, X } from "lucide-react";
import { useMemo } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { formatAge, formatKip } from "../../../lib/format";
import { BankSnapshot } from "./bank-snapshot";
import { PayoutProofLine } from "./payout-proof";

/** For staff who may act, approve and reject. */
export function useWithdrawalColumns({
  agency,
  canAct,
  now,
  onApprove,
  onReject,
}: {
  agency: string;
  canAct: boolean;
  now: Date;
  onApprove: (order: StaffWithdrawal) => void;
  onReject: (order: StaffWithdrawal) => void;
}) {
  const { t } = useTranslation();
  return useMemo<ColumnDef<StaffWithdrawal, unknown>[]>(
    () => [
      {
        id: "createdAt",
        header: t("withdrawals.created"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
            {row.original.status === "OPEN" ? (
              <span className="text-warning text-xs">{formatAge(t, row.original.createdAt, now)}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "code",
        header: t("withdrawals.order"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-mono text-xs">{row.original.code}</span>
            <Link
              to="/$agency/players/$username"
              params={{ agency, username: row.original.username }}
              className="text-gold-light hover:underline"
            >
              {row.original.username}
            </Link>
          </div>
        ),
      },
      {
        id: "amount",
        header: t("withdrawals.amount"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <div className="flex flex-col items-end">
            <span className="whitespace-nowrap font-semibold text-base text-gold-light">
              {formatKip(row.original.payout)}
            </span>
            <span className="text-muted-foreground text-xs">
              {formatCredit(row.original.amount)}{" "}
              {t("withdrawals.credit_at", { provider: row.original.provider })}
            </span>
          </div>
        ),
      },
      {
        id: "bank",
        header: t("withdrawals.pay_to"),
        cell: ({ row }) => <BankSnapshot order={row.original} />,
      },
      {
        id: "status",
        header: t("withdrawals.status"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-1">
            <StatusBadge of="withdrawal" status={row.original.status} />
            {row.original.reason ? (
              <span className="max-w-48 text-muted-foreground text-xs">{row.original.reason}</span>
            ) : null}
            {row.original.payoutProof ? <PayoutProofLine proof={row.original.payoutProof} /> : null}
          </div>
        ),
      },
      ...(canAct
        ? [
            {
              id: "actions",
              header: t("withdrawals.actions"),
              meta: { actions: true },
              cell: ({ row }) =>
                row.original.status === "OPEN" && !row.original.creditTaken ? (
                  // For a moment after the order the credit is still leaving the game: nothing to act on yet.
                  <span className="text-muted-foreground text-xs">{t("withdrawals.credit_leaving")}</span>
                ) : row.original.status === "OPEN" ? (
                  // A thumb's height (44 px) on a phone; the desktop table keeps its compact rows.
                  <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
                    <Button
                      size="sm"
                      className="h-11 px-4 md:h-9 md:px-3"
                      onClick={() => onApprove(row.original)}
                    >
                      <Check />
                      {t("withdrawals.approve")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-11 px-4 md:h-9 md:px-3"
                      onClick={() => onReject(row.original)}
                    >
                      <X />
                      {t("withdrawals.reject")}
                    </Button>
                  </div>
                ) : null,
            } satisfies ColumnDef<StaffWithdrawal, unknown>,
          ]
        : []),
    ],
    [t, agency, canAct, now, onApprove, onReject],
  );
}
