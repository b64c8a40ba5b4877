import { mayDo } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { dashboardQueryOptions } from "../../features/dashboard/api/get-dashboard";
import { lockoutsQueryOptions } from "../../features/dashboard/api/get-lockouts";
import { Figures } from "../../features/dashboard/components/figures";
import { LockoutNotice } from "../../features/dashboard/components/lockout-notice";
import { PlayersNearLimit } from "../../features/dashboard/components/players-near-limit";
import { ProviderCreditAlert } from "../../features/dashboard/components/provider-credit-alert";
import { ProviderHealth } from "../../features/dashboard/components/provider-health";
import { WaitingWithdrawals } from "../../features/dashboard/components/waiting-withdrawals";
import { gameProvidersQueryOptions } from "../../features/settings/api/get-game-providers";
import { allow } from "../../lib/guards";

/** A top-up at the provider is seen within this long, as the orders waiting on it retry once a minute. */
const PROVIDER_HEALTH_POLL_MS = 60_000;

const refused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

export const Route = createFileRoute("/$agency/dashboard")({
  beforeLoad: allow("dashboard"),
  component: DashboardScreen,
});

/** What waits for the cashier, then today and the last 30 Lao days, refreshed live; owners first see any lockout. */
function DashboardScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const { me } = Route.useRouteContext();
  const dashboard = useQuery(dashboardQueryOptions(agency));
  const owner = mayDo(me.staff.role, "staff");
  const lockouts = useQuery({ ...lockoutsQueryOptions(agency), enabled: owner });
  // Job retries change the health without an order event; a refusal (a role that may not read it) ends the polling.
  const providers = useQuery({
    ...gameProvidersQueryOptions(agency),
    refetchInterval: (query) => (refused(query.state.error) ? false : PROVIDER_HEALTH_POLL_MS),
  });
  return (
    <>
      <PageHeader title={t("nav.dashboard")} description={t("dashboard.intro")} />
      {owner && lockouts.data ? <LockoutNotice agency={agency} lockouts={lockouts.data} /> : null}
      {providers.data ? <ProviderCreditAlert agency={agency} providers={providers.data} /> : null}
      {dashboard.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : dashboard.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm"
        >
          {t(errorKey(dashboard.error))}
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            <RotateCw />
            {t("dashboard.retry")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <WaitingWithdrawals agency={agency} waiting={dashboard.data.waiting} />
          <PlayersNearLimit count={dashboard.data.playersNearLimit} />
          {providers.data ? <ProviderHealth providers={providers.data} /> : null}
          <Figures dashboard={dashboard.data} />
        </div>
      )}
    </>
  );
}
