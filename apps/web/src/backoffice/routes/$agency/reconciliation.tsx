import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { DayFilter } from "../../features/audit/components/day-filter";
import { reconciliationQueryOptions } from "../../features/reconciliation/api/get-reconciliation";
import { GroupTable } from "../../features/reconciliation/components/group-table";
import { allow } from "../../lib/guards";
import { laoToday, reconciliationSearch, shiftDay } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/reconciliation")({
  beforeLoad: allow("reconciliation"),
  validateSearch: reconciliationSearch,
  component: ReconciliationScreen,
});

/** A Lao day of the gateway's payments against the orders, so a cashier can close the day. */
function ReconciliationScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const search = Route.useSearch({ select: reconciliationSearch });
  const navigate = Route.useNavigate();
  const today = laoToday();
  const day = search.day ?? today;
  const report = useQuery(reconciliationQueryOptions(agency, day));
  const go = (next: string | undefined) =>
    void navigate({ search: { day: next === undefined || next === today ? undefined : next } });
  return (
    <>
      <PageHeader title={t("nav.reconciliation")} description={t("reconciliation.intro")} />
      <div className="mb-6 flex items-end gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t("reconciliation.previous_day")}
          onClick={() => go(shiftDay(day, -1))}
        >
          <ChevronLeft />
        </Button>
        <DayFilter label={t("reconciliation.day")} value={day} max={today} onChange={go} />
        <Button
          variant="secondary"
          size="icon"
          aria-label={t("reconciliation.next_day")}
          disabled={day >= today}
          onClick={() => go(shiftDay(day, 1))}
        >
          <ChevronRight />
        </Button>
      </div>
      {report.isPending ? (
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
            {t("reconciliation.retry")}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <GroupTable group="credited" data={report.data.credited} />
          <GroupTable group="waiting" data={report.data.waiting} />
          <GroupTable group="unmatched" data={report.data.unmatched} />
          <p className="text-muted-foreground text-sm">
            {t("reconciliation.expired_unpaid", {
              count: report.data.expiredUnpaid,
              number: formatNumber(report.data.expiredUnpaid),
            })}
          </p>
        </div>
      )}
    </>
  );
}
