import type { GameProviderSettings } from "@kham/contract";
import { mayDo } from "@kham/contract";
import { Link, useRouteContext } from "@tanstack/react-router";
import { ArrowRight, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** Orders held because the agency's own credit at a provider is used up: they go through once it is topped up. */
export function ProviderCreditAlert({
  agency,
  providers,
}: {
  agency: string;
  providers: GameProviderSettings[];
}) {
  const { t } = useTranslation();
  const { me } = useRouteContext({ from: "/$agency" });
  const waiting = providers.filter((provider) => provider.health.waitingOnAgentCredit > 0);
  if (waiting.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="provider-credit-alert"
      data-testid="provider-credit-alert"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-danger/50 bg-danger/10 p-4 sm:p-5"
    >
      <h2 id="provider-credit-alert" className="flex items-center gap-2 font-semibold text-danger">
        <Wallet aria-hidden className="size-5 shrink-0" />
        {t("dashboard.providers.credit_alert_title")}
      </h2>
      <ul className="flex flex-col gap-2">
        {waiting.map(({ provider, health }) => (
          <li key={provider} className="flex flex-col gap-0.5 text-sm">
            <span className="font-semibold text-foreground">
              {t("dashboard.providers.top_up", { provider: t(`provider.${provider}`) })}
            </span>
            <span className="text-muted-foreground">
              {t("dashboard.providers.top_up_detail", { orders: formatNumber(health.waitingOnAgentCredit) })}
            </span>
          </li>
        ))}
      </ul>
      {mayDo(me.staff.role, "exceptions") ? (
        <Button asChild variant="secondary" className="self-start">
          <Link to="/$agency/exceptions" params={{ agency }} search={{ tab: "jobs", jobs: "pending" }}>
            {t("dashboard.providers.open_jobs_link")}
            <ArrowRight />
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
