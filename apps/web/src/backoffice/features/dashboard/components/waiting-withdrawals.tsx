import { Link } from "@tanstack/react-router";
import { ArrowRight, Bell, BellRing, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { formatAge } from "../../../lib/format";
import { turnAlertsOff, turnAlertsOn, useWithdrawalAlerts } from "../../alerts/withdrawal-alerts";
import type { Dashboard } from "../api/get-dashboard";
import { useNow } from "../use-now";

/** What a cashier does first: how many withdrawals wait, for how long, and the way to them. */
export function WaitingWithdrawals({ agency, waiting }: { agency: string; waiting: Dashboard["waiting"] }) {
  const { t } = useTranslation();
  const now = useNow();
  const count = waiting.withdrawals;
  return (
    <section
      aria-labelledby="waiting-withdrawals"
      data-testid="waiting-withdrawals"
      className={cn(
        "flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5",
        count > 0 ? "border-gold/50 bg-gold/10" : "border-border bg-surface/90",
      )}
    >
      <div className="flex items-center gap-4">
        <span
          data-testid="waiting-count"
          className={cn(
            "flex size-14 shrink-0 items-center justify-center rounded-2xl font-bold text-2xl tabular-nums",
            count > 0 ? "bg-gold-gradient text-gold-foreground" : "bg-surface-raised text-muted-foreground",
          )}
        >
          {formatNumber(count)}
        </span>
        <div className="min-w-0">
          <h2 id="waiting-withdrawals" className="font-semibold text-foreground">
            {t("dashboard.waiting.title")}
          </h2>
          <p data-testid="waiting-oldest" className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <Hourglass aria-hidden className="size-3.5 shrink-0" />
            {waiting.oldestWithdrawalAt
              ? t("dashboard.waiting.oldest", { age: formatAge(t, waiting.oldestWithdrawalAt, now) })
              : t("dashboard.waiting.none")}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <AlertsButton />
        <Button asChild size="default" variant={count > 0 ? "default" : "secondary"}>
          <Link to="/$agency/withdrawals" params={{ agency }}>
            {t("dashboard.waiting.open")}
            <ArrowRight />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Sound and browser notifications for a new withdrawal: off until the staff member clicks. */
function AlertsButton() {
  const { t } = useTranslation();
  const { on, permission } = useWithdrawalAlerts();
  if (!on) {
    return (
      <Button variant="outline" onClick={() => void turnAlertsOn()}>
        <Bell />
        {t("alerts.turn_on")}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:justify-end">
      <span role="status" className="flex items-center gap-1.5 font-medium text-sm text-success">
        <BellRing aria-hidden className="size-4" />
        {t("alerts.on")}
      </span>
      <Button variant="ghost" onClick={turnAlertsOff}>
        {t("alerts.turn_off")}
      </Button>
      {permission === "denied" ? (
        <span className="basis-full text-muted-foreground text-xs sm:text-end">{t("alerts.sound_only")}</span>
      ) : null}
    </div>
  );
}
