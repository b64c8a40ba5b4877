import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/lib/i18n-react";
import type { Dashboard } from "../api/get-dashboard";
import { dayMonth, longDay } from "../format";
import { DailyChart } from "./daily-chart";
import { Totals } from "./totals";

/** Today's totals, the last 30 days' and the 30 days drawn day by day. */
export function Figures({ dashboard }: { dashboard: Dashboard }) {
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
