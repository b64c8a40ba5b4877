import { mayDo } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createLazyRoute, getRouteApi } from "@tanstack/react-router";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { type Dashboard, dashboardQueryOptions, lockoutsQueryOptions } from "./api";
import { DailyChart } from "./components/daily-chart";
import { LockoutNotice } from "./components/lockout-notice";
import { Totals } from "./components/totals";
import { dayMonth, longDay } from "./format";

export const Route = createLazyRoute("/$agency/dashboard")({ component: DashboardScreen });

const route = getRouteApi("/$agency/dashboard");
const agencyRoute = getRouteApi("/$agency");

/**
 * How the agency is doing: credit deposited and withdrawn, the difference and new players, today
 * and over the last 30 Lao calendar days, with the 30 days drawn day by day. Order events refresh
 * it live. Owners see first any login locked out at the second factor.
 */
function DashboardScreen() {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const { me } = agencyRoute.useRouteContext();
  const dashboard = useQuery(dashboardQueryOptions(agency));
  const owner = mayDo(me.staff.role, "staff");
  const lockouts = useQuery({ ...lockoutsQueryOptions(agency), enabled: owner });
  return (
    <>
      <PageHeader title={t("nav.dashboard")} description={t("dashboard.intro")} />
      {owner && lockouts.data ? <LockoutNotice agency={agency} lockouts={lockouts.data} /> : null}
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
        <Figures dashboard={dashboard.data} />
      )}
    </>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const first = dashboard.days[0];
  const last = dashboard.days.at(-1);
  return (
    <div className="flex flex-col gap-8">
      <Totals
        title={t("dashboard.today")}
        period={last ? longDay(last.date, i18n.language) : ""}
        totals={dashboard.today}
      />
      <Totals
        title={t("dashboard.last_30_days")}
        period={
          first && last
            ? `${dayMonth(first.date, i18n.language)} – ${dayMonth(last.date, i18n.language)}`
            : ""
        }
        totals={dashboard.last30Days}
      />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>{t("dashboard.chart_title")}</CardTitle>
          <CardDescription>{t("dashboard.chart_intro")}</CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <DailyChart days={dashboard.days} />
        </CardContent>
      </Card>
    </div>
  );
}
