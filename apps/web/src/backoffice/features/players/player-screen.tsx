import { mayDo } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createLazyRoute, getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Ban, CircleCheck, CloudOff, RefreshCw, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime, groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { CopyButton } from "../../components/copy-button";
import { PageHeader } from "../../components/page-header";
import { playerQueryOptions, type StaffPlayerDetail } from "./api";
import { BlockDialog } from "./block-dialog";
import { BlockedBadge } from "./blocked-badge";
import { LedgerTable } from "./ledger-table";
import { RecentDeposits, RecentWithdrawals } from "./recent-orders";

export const Route = createLazyRoute("/$agency/players/$username")({ component: PlayerScreen });

const route = getRouteApi("/$agency/players/$username");
const agencyRoute = getRouteApi("/$agency");

/** One player for support and finance: standing, bank accounts, live credits, ledger and orders. */
function PlayerScreen() {
  const { t } = useTranslation();
  const { agency, username } = route.useParams();
  const detail = useQuery(playerQueryOptions(agency, username));

  if (detail.isPending) return <Spinner className="mx-auto my-10" />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === "NOT_FOUND") {
      return <NoSuchPlayer agency={agency} username={username} />;
    }
    return (
      <>
        <BackToPlayers agency={agency} />
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
          {t(errorKey(detail.error))}
        </p>
      </>
    );
  }
  return (
    <PlayerDetail
      agency={agency}
      detail={detail.data}
      refreshing={detail.isFetching}
      onRefresh={() => void detail.refetch()}
    />
  );
}

function BackToPlayers({ agency }: { agency: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/$agency/players"
      params={{ agency }}
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-muted-foreground text-sm hover:text-gold-light"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("players.back")}
    </Link>
  );
}

function NoSuchPlayer({ agency, username }: { agency: string; username: string }) {
  const { t } = useTranslation();
  return (
    <>
      <BackToPlayers agency={agency} />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-12 text-center">
        <SearchX className="size-10 text-gold/60" aria-hidden />
        <h1 className="font-semibold text-gold-light text-lg">{t("players.not_found_title")}</h1>
        <p className="text-muted-foreground">{t("players.not_found", { username })}</p>
      </div>
    </>
  );
}

function PlayerDetail({
  agency,
  detail,
  refreshing,
  onRefresh,
}: {
  agency: string;
  detail: StaffPlayerDetail;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { me } = agencyRoute.useRouteContext();
  const [confirming, setConfirming] = useState(false);
  const { player } = detail;
  const canBlock = mayDo(me.staff.role, "players.block");
  const canSeeOrders = mayDo(me.staff.role, "orders.read");
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
        <Section
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
          <Credits credits={detail.credits} />
        </Section>
        <Section title={t("players.bank_accounts")}>
          <BankAccounts accounts={detail.bankAccounts} />
        </Section>
        <Section
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
        </Section>
        <Section
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
        </Section>
        <Section
          title={t("players.ledger")}
          description={t("players.ledger_intro")}
          className="lg:col-span-2"
        >
          <LedgerTable entries={detail.ledger} />
        </Section>
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

function Section({
  title,
  description,
  link,
  className,
  children,
}: {
  title: string;
  description?: string;
  link?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <CardTitle>{title}</CardTitle>
          {link}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The credit at each provider now; a provider that did not answer says so instead of a number. */
function Credits({ credits }: { credits: StaffPlayerDetail["credits"] }) {
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

function BankAccounts({ accounts }: { accounts: StaffPlayerDetail["bankAccounts"] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) {
    return <p className="text-muted-foreground text-sm">{t("players.no_bank_accounts")}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {accounts.map((account) => (
        <li key={account.id} className="flex items-start gap-3">
          <BankLogo src={undefined} name={account.bankName} className="mt-1 size-8" />
          <div className="flex min-w-0 flex-col">
            <span className="text-muted-foreground text-xs">{account.bankName}</span>
            <span className="truncate">{account.accountName}</span>
            <span className="flex items-center gap-1 font-mono">
              {groupAccountNumber(account.accountNumber)}
              <CopyButton
                value={account.accountNumber}
                label={t("players.account_number")}
                className="size-8"
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
