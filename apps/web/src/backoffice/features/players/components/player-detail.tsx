import { mayDo, type StaffRole } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Ban, CircleCheck, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../../components/page-header";
import type { StaffPlayerDetail } from "../api/get-player";
import { BackToPlayers } from "./back-to-players";
import { BankAccounts } from "./bank-accounts";
import { BlockDialog } from "./block-dialog";
import { BlockedBadge } from "./blocked-badge";
import { LedgerTable } from "./ledger-table";
import { PlayerSection } from "./player-section";
import { ProviderCredits } from "./provider-credits";
import { RecentDeposits, RecentWithdrawals } from "./recent-orders";

/** The player's standing (blocked or not, which some roles may change), credits, bank accounts, protection, orders and ledger. */
export function PlayerDetail({
  agency,
  role,
  detail,
  refreshing,
  onRefresh,
  protection,
}: {
  agency: string;
  role: StaffRole;
  detail: StaffPlayerDetail;
  refreshing: boolean;
  onRefresh: () => void;
  /** The player's protection panel, a feature of its own, across the grid's full width. */
  protection?: ReactNode;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { player } = detail;
  const canBlock = mayDo(role, "players.block");
  const canSeeOrders = mayDo(role, "orders.read");
  return (
    <>
      <BackToPlayers agency={agency} />
      <PageHeader
        title={player.username}
        description={t("players.summary", {
          name: player.displayName,
          joined: formatDateTime(player.createdAt),
        })}
        actions={
          <>
            <BlockedBadge blocked={player.blocked} />
            {canBlock ? (
              <Button variant={player.blocked ? "outline" : "secondary"} onClick={() => setConfirming(true)}>
                {player.blocked ? <CircleCheck /> : <Ban />}
                {t(player.blocked ? "players.unblock" : "players.block")}
              </Button>
            ) : null}
          </>
        }
      />
      {player.blocked ? (
        <p className="mb-6 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
          {t("players.blocked_note")}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PlayerSection
          title={t("players.credits")}
          description={t("players.credits_intro")}
          link={
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("players.refresh")}
              disabled={refreshing}
              onClick={onRefresh}
            >
              <RefreshCw className={refreshing ? "animate-spin" : undefined} />
            </Button>
          }
        >
          <ProviderCredits credits={detail.credits} />
        </PlayerSection>
        <PlayerSection title={t("players.bank_accounts")}>
          <BankAccounts accounts={detail.bankAccounts} />
        </PlayerSection>
        {protection}
        <PlayerSection
          title={t("players.recent_deposits")}
          link={
            canSeeOrders ? (
              <Link
                to="/$agency/deposits"
                params={{ agency }}
                search={{ search: player.username }}
                className="inline-flex min-h-11 items-center text-gold-light text-sm hover:underline"
              >
                {t("players.all_deposits")}
              </Link>
            ) : null
          }
        >
          <RecentDeposits orders={detail.deposits} />
        </PlayerSection>
        <PlayerSection
          title={t("players.recent_withdrawals")}
          link={
            canSeeOrders ? (
              <Link
                to="/$agency/withdrawals"
                params={{ agency }}
                search={{ search: player.username, status: "ALL" }}
                className="inline-flex min-h-11 items-center text-gold-light text-sm hover:underline"
              >
                {t("players.all_withdrawals")}
              </Link>
            ) : null
          }
        >
          <RecentWithdrawals orders={detail.withdrawals} />
        </PlayerSection>
        <PlayerSection
          title={t("players.ledger")}
          description={t("players.ledger_intro")}
          className="lg:col-span-2"
        >
          <LedgerTable entries={detail.ledger} />
        </PlayerSection>
      </div>
      {canBlock ? (
        <BlockDialog
          agency={agency}
          username={player.username}
          blocked={player.blocked}
          open={confirming}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
