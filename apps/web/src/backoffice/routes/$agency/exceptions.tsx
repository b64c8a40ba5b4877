import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { jobsQueryOptions } from "../../features/exceptions/api/get-jobs";
import { paymentsQueryOptions } from "../../features/exceptions/api/get-payments";
import { FailedTab } from "../../features/exceptions/components/failed-tab";
import { JobsTab } from "../../features/exceptions/components/jobs-tab";
import { PaymentsTab } from "../../features/exceptions/components/payments-tab";
import { WaitingCount } from "../../features/exceptions/components/waiting-count";
import { allow } from "../../lib/guards";
import { type ExceptionTab, exceptionSearch, exceptionTabs } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/exceptions")({
  beforeLoad: allow("exceptions"),
  validateSearch: exceptionSearch,
  component: ExceptionsScreen,
});

/** The money that needs a person; the tab is in the URL so a link can open any of them. */
function ExceptionsScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  // The router keeps a hand-edited bad value beside the valid ones; validated again, it is dropped.
  const search = Route.useSearch({ select: exceptionSearch });
  const navigate = Route.useNavigate();
  const tab = search.tab ?? "payments";
  // The first page of each waiting list: its total is the tab's count.
  const unmatched = useQuery(paymentsQueryOptions(agency, { status: "UNMATCHED", page: 1 }));
  const stuck = useQuery(jobsQueryOptions(agency, { status: "stuck", page: 1 }));
  const waiting: Partial<Record<ExceptionTab, number>> = {
    payments: unmatched.data?.total,
    jobs: stuck.data?.total,
  };

  return (
    <>
      <PageHeader title={t("exceptions.title")} description={t("exceptions.intro")} />
      <Tabs.Root
        value={tab}
        onValueChange={(next) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: next === "payments" ? undefined : (next as ExceptionTab),
              page: undefined,
              depositsPage: undefined,
              withdrawalsPage: undefined,
            }),
          })
        }
        className="flex flex-col gap-5"
      >
        <Tabs.List
          aria-label={t("exceptions.title")}
          className="grid grid-cols-3 gap-1 border-border border-b sm:flex"
        >
          {exceptionTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px inline-flex min-h-11 cursor-pointer flex-wrap items-center justify-center gap-x-2 gap-y-1 border-transparent border-b-2 px-2 py-1 text-center sm:px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-gold-light focus-visible:ring-2 focus-visible:ring-gold data-[state=active]:border-gold data-[state=active]:text-gold-light"
            >
              {t(`exceptions.tab.${value}`)}
              <WaitingCount value={waiting[value]} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="payments" className="outline-none">
          <PaymentsTab />
        </Tabs.Content>
        <Tabs.Content value="jobs" className="outline-none">
          <JobsTab />
        </Tabs.Content>
        <Tabs.Content value="failed" className="outline-none">
          <FailedTab onShowPayments={() => void navigate({ search: { tab: undefined } })} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
