import type { StaffDeposit } from "@kham/contract";
import { mayDo, type StaffRole } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { ArrowRight, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../../components/copy-button";
import { formatMoney } from "../money";
import { PastLimitBadge } from "./past-limit-badge";

/** Credit plus bonus, to the cent: what the game receives. */
export function totalCredit(order: Pick<StaffDeposit, "credit" | "bonus">): string {
  const cents = Math.round(Number(order.credit) * 100) + Math.round(Number(order.bonus) * 100);
  return (cents / 100).toFixed(2);
}

export const hasBonus = (order: Pick<StaffDeposit, "bonus">) => Number(order.bonus) > 0;

/** Everything staff need about one deposit, for a player on the phone or a payment to trace. */
export function DepositDetail({
  agency,
  role,
  order,
  onClose,
}: {
  agency: string;
  role: StaffRole;
  order: StaffDeposit | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={order !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" closeLabel={t("common.close")} className="w-full sm:max-w-md">
        {order ? (
          <>
            <SheetHeader>
              <SheetTitle className="flex items-center gap-1">
                <span>{t("deposits.detail_title")}</span>
                <span className="font-mono text-base">{order.code}</span>
                <CopyButton value={order.code} label={t("deposits.order")} className="size-9" />
              </SheetTitle>
              <SheetDescription>{formatDateTime(order.createdAt)}</SheetDescription>
            </SheetHeader>
            <div className="flex flex-col gap-5 px-5 pb-8">
              <StatusMeaning agency={agency} role={role} order={order} />
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 rounded-xl border border-border bg-background p-4 text-sm">
                <Row label={t("deposits.player")}>
                  <Link
                    to="/$agency/players/$username"
                    params={{ agency, username: order.username }}
                    className="text-gold-light hover:underline"
                  >
                    {order.username}
                  </Link>
                </Row>
                <Row label={t("deposits.provider")}>{t(`provider.${order.provider}`)}</Row>
                <Row label={t("deposits.paid")}>
                  <span className="font-semibold text-base text-gold-light">
                    {formatMoney(order.amount, order.currency)}
                  </span>
                </Row>
                <Row label={t("deposits.rate")}>
                  {t("deposits.rate_value", { rate: order.rate, currency: order.currency })}
                </Row>
                <Row label={t("deposits.credit")}>{formatCredit(order.credit)}</Row>
                {hasBonus(order) ? (
                  <>
                    <Row label={t("deposits.bonus")}>+{formatCredit(order.bonus)}</Row>
                    <Row label={t("deposits.total_credit")}>
                      <span className="font-semibold">{formatCredit(totalCredit(order))}</span>
                    </Row>
                  </>
                ) : null}
              </dl>
              <section className="flex flex-col gap-2">
                <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
                  {t("deposits.payment_details")}
                </h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 rounded-xl border border-border bg-background p-4 text-sm">
                  <Row label={t("deposits.bank")}>{order.bankCode || t("common.none")}</Row>
                  <Row label={t("deposits.mid")}>
                    <span className="font-mono">{order.mid || t("common.none")}</span>
                  </Row>
                  <Row label={t("deposits.currency")}>{order.currency}</Row>
                  <Row label={t("deposits.created")}>{formatDateTime(order.createdAt)}</Row>
                  {order.status === "OPEN" ? (
                    <Row label={t("deposits.expires")}>{formatDateTime(order.expiresAt)}</Row>
                  ) : null}
                  <Row label={t("deposits.updated")}>{formatDateTime(order.updatedAt)}</Row>
                </dl>
              </section>
              <Button asChild variant="secondary">
                <Link to="/$agency/players/$username" params={{ agency, username: order.username }}>
                  <UserRound />
                  {t("deposits.open_player", { username: order.username })}
                </Link>
              </Button>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </>
  );
}

/** The status and, in a sentence, where the money is; a failed order points to where it is resolved. */
function StatusMeaning({ agency, role, order }: { agency: string; role: StaffRole; order: StaffDeposit }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-gold/20 bg-gold/5 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge of="deposit" status={order.status} />
        {order.pastPlayerLimit ? <PastLimitBadge /> : null}
      </div>
      <p>{t(`deposits.meaning.${order.status}`)}</p>
      {order.pastPlayerLimit ? (
        <p className="text-muted-foreground text-xs">{t("deposits.past_player_limit_meaning")}</p>
      ) : null}
      {order.failureReason ? (
        <p data-testid="failure-reason" className="text-muted-foreground text-xs">
          {order.failureReason}
        </p>
      ) : null}
      {order.status === "FAILED" && mayDo(role, "exceptions") ? (
        <Link
          to="/$agency/exceptions"
          params={{ agency }}
          search={{ tab: "payments" }}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-gold-light hover:underline"
        >
          {t("deposits.resolve_in_exceptions")}
          <ArrowRight className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
