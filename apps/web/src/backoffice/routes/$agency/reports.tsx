import { daysInRange, REPORT_MAX_DAYS } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { CalendarCheck, Download, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { DayFilter } from "../../features/audit/components/day-filter";
import { dailyReportQueryOptions, exportUrl } from "../../features/reports/api/get-daily-report";
import { FiguresTable } from "../../features/reports/components/figures-table";
import { ReportChart } from "../../features/reports/components/report-chart";
import { allow } from "../../lib/guards";
import { laoToday, reportSearch, shiftDay } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/reports")({
  beforeLoad: allow("reports"),
  validateSearch: reportSearch,
  component: ReportsScreen,
});

/** The day's close, or a range's: what moved per provider in credit and kip, and the CSVs behind it. */
function ReportsScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const search = Route.useSearch({ select: reportSearch });
  const navigate = Route.useNavigate();
  const today = laoToday();
  const yesterday = shiftDay(today, -1);
  const from = search.from ?? yesterday;
  const to = search.to ?? from;
  const problem =
    from > to
      ? "validation.range_order"
      : daysInRange(from, to) > REPORT_MAX_DAYS
        ? "validation.range_too_long"
        : undefined;
  const report = useQuery({ ...dailyReportQueryOptions(agency, from, to), enabled: problem === undefined });
  const go = (next: { from?: string | undefined; to?: string | undefined }) => {
    const range = { from, to, ...next };
    const closesYesterday = range.from === yesterday && range.to === yesterday;
    void navigate({ search: closesYesterday ? {} : { from: range.from, to: range.to } });
  };
  return (
    <>
      <PageHeader title={t("nav.reports")} description={t("reports.intro")} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <DayFilter
          label={t("reports.from")}
          value={from}
          max={today}
          onChange={(day) => go({ from: day ?? yesterday })}
        />
        <DayFilter
          label={t("reports.to")}
          value={to}
          min={from}
          max={today}
          onChange={(day) => go({ to: day ?? from })}
        />
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={from === yesterday && to === yesterday}
          onClick={() => go({ from: yesterday, to: yesterday })}
        >
          <CalendarCheck />
          {t("reports.close_yesterday")}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mb-4 text-danger text-sm">
          {t(problem)}
        </p>
      ) : (
        <div className="mb-6 flex flex-wrap gap-2">
          <Button asChild variant="secondary" className="flex-1 sm:flex-none">
            <a href={exportUrl(agency, "orders", from, to)} download>
              <Download />
              {t("reports.download_orders")}
            </a>
          </Button>
          <Button asChild variant="secondary" className="flex-1 sm:flex-none">
            <a href={exportUrl(agency, "ledger", from, to)} download>
              <Download />
              {t("reports.download_ledger")}
            </a>
          </Button>
        </div>
      )}
      {problem ? null : report.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : report.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm"
        >
          {t(errorKey(report.error))}
          <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
            <RotateCw />
            {t("reports.retry")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {report.data.days.length > 1 ? <ReportChart days={report.data.days} /> : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <FiguresTable title={t("reports.all_providers")} figures={report.data.total.total} total />
            {report.data.total.providers.map(({ provider, ...figures }) => (
              <FiguresTable key={provider} title={provider} figures={figures} />
            ))}
          </div>
          {report.data.total.providers.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("reports.nothing_moved")}</p>
          ) : null}
          <p className="text-muted-foreground text-xs">{t("reports.note")}</p>
        </div>
      )}
    </>
  );
}
