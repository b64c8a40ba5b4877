import { AGENT_CREDIT_ERROR_PREFIX, DONE_JOBS_KEPT_DAYS, jobViews, type StaffJob } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Ban, CheckCheck, RotateCcw, ShieldCheck } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../../components/data-table";
import { type ExceptionSearch, exceptionSearch } from "../../../lib/table-search";
import { type JobStatus, jobsQueryOptions } from "../api/get-jobs";
import { useRetryJob } from "../api/retry-job";
import { canGiveUp, GiveUpDialog } from "./give-up-dialog";
import { canSettle, SettleDialog } from "./settle-dialog";

const route = getRouteApi("/$agency/exceptions");

/** The job kinds the server runs; another kind shows its name as it is. */
const knownKinds = [
  "deposit.transfer",
  "deposit.watch",
  "withdrawal.transfer-out",
  "withdrawal.refund",
  "promotion.remove-bonus",
  "transfer.out",
  "transfer.in",
  "transfer.return",
];

const statusColour = { pending: "grey", running: "gold", done: "green", dead: "red" } as const;

/** The order a job works on, when its payload names one: a link to it in its own list. */
export function jobOrder(job: Pick<StaffJob, "kind" | "payload">) {
  const code = job.payload.code;
  if (typeof code !== "string") return undefined;
  if (job.kind.startsWith("deposit.")) return { list: "deposits" as const, code };
  if (job.kind.startsWith("withdrawal.")) return { list: "withdrawals" as const, code };
  return undefined;
}

/** Waiting, not dead: the agency must top up its own credit at the provider, and the job then runs by itself. */
function waitsOnAgentCredit(job: StaffJob) {
  return job.status === "pending" && job.lastError?.startsWith(AGENT_CREDIT_ERROR_PREFIX) === true;
}

/** A retry never moves money twice where the provider can be asked; a transfer is given up, or recorded as done, on staff's check. */
export function JobsTab() {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const search = route.useSearch({ select: exceptionSearch });
  const navigate = route.useNavigate();
  const [givingUp, setGivingUp] = useState<StaffJob | undefined>();
  const [settling, setSettling] = useState<StaffJob | undefined>();
  const shown = search.jobs ?? "stuck";
  const list = useQuery(
    jobsQueryOptions(agency, { status: shown === "all" ? undefined : shown, page: search.page ?? 1 }),
  );
  const {
    mutate: retry,
    isPending,
    variables: retrying,
  } = useRetryJob(agency, {
    onSuccess: ({ job }) => toast.success(t("exceptions.retried", { id: job.id }), { duration: 5000 }),
    onError: (error) =>
      toast.error(
        isApiError(error) && error.code === "ALREADY_RESOLVED"
          ? t("exceptions.job_not_dead")
          : t(errorKey(error)),
      ),
  });

  const columns = useMemo<ColumnDef<StaffJob, unknown>[]>(
    () => [
      {
        id: "job",
        header: t("exceptions.job"),
        cell: ({ row }) => <JobName agency={agency} job={row.original} />,
      },
      {
        id: "waits",
        header: t("exceptions.job_waiting"),
        cell: ({ row }) => (
          <div className="flex max-w-72 flex-col items-end gap-1 md:items-start">
            <Badge colour={statusColour[row.original.status]}>
              {t(`exceptions.job_status.${row.original.status}`)}
            </Badge>
            {waitsOnAgentCredit(row.original) ? (
              <span className="font-medium text-danger text-xs">{t("exceptions.agent_credit")}</span>
            ) : row.original.status === "dead" && knownKinds.includes(row.original.kind) ? (
              <span className="text-xs">{t(`exceptions.job_waits.${row.original.kind}`)}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "attempts",
        header: t("exceptions.attempts"),
        meta: { numeric: true },
        cell: ({ row }) => `${row.original.attempts} / ${row.original.maxAttempts}`,
      },
      {
        id: "lastError",
        header: t("exceptions.last_error"),
        cell: ({ row }) =>
          row.original.lastError ? (
            <code className="block max-w-80 whitespace-pre-wrap break-words text-danger/90 text-xs">
              {row.original.lastError}
            </code>
          ) : (
            t("common.none")
          ),
      },
      {
        id: "updatedAt",
        header: t("exceptions.updated"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.updatedAt)}</span>
        ),
      },
      {
        id: "actions",
        header: t("exceptions.actions"),
        meta: { actions: true },
        cell: ({ row }) =>
          row.original.status === "dead" ? (
            <div className="flex flex-wrap justify-end gap-2 md:justify-start">
              <Button
                size="sm"
                className="h-11 md:h-9"
                disabled={isPending && retrying === row.original.id}
                aria-label={t("exceptions.retry_job", { id: row.original.id })}
                onClick={() => retry(row.original.id)}
              >
                <RotateCcw />
                {t("exceptions.retry")}
              </Button>
              {canSettle(row.original) ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11 md:h-9"
                  aria-label={t("exceptions.settle_job", { id: row.original.id })}
                  onClick={() => setSettling(row.original)}
                >
                  <CheckCheck />
                  {t("exceptions.settle")}
                </Button>
              ) : null}
              {canGiveUp(row.original) ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11 md:h-9"
                  aria-label={t("exceptions.give_up_job", { id: row.original.id })}
                  onClick={() => setGivingUp(row.original)}
                >
                  <Ban />
                  {t("exceptions.give_up")}
                </Button>
              ) : null}
            </div>
          ) : null,
      },
    ],
    [t, agency, retry, isPending, retrying],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex max-w-3xl flex-col gap-2 text-sm">
          <p className="text-muted-foreground">{t("exceptions.jobs_intro", { days: DONE_JOBS_KEPT_DAYS })}</p>
          <p className="flex items-start gap-2 text-success">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("exceptions.jobs_idempotent")}
          </p>
        </div>
        <JobFilter
          value={shown}
          onChange={(jobs) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                jobs: jobs === "stuck" ? undefined : jobs,
                page: undefined,
              }),
            })
          }
        />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(job) => String(job.id)}
        label={t("exceptions.tab.jobs")}
        empty={shown === "stuck" ? t("exceptions.jobs_empty") : t("exceptions.jobs_none")}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <GiveUpDialog
        agency={agency}
        job={givingUp && canGiveUp(givingUp) ? givingUp : undefined}
        onClose={() => setGivingUp(undefined)}
      />
      <SettleDialog
        agency={agency}
        job={settling && canSettle(settling) ? settling : undefined}
        onClose={() => setSettling(undefined)}
      />
    </div>
  );
}

/** What the job does, in words, its number, and the order it works on. */
function JobName({ agency, job }: { agency: string; job: StaffJob }) {
  const { t } = useTranslation();
  const order = jobOrder(job);
  return (
    <div className="flex flex-col items-end md:items-start">
      <span className="font-medium">
        {knownKinds.includes(job.kind) ? t(`exceptions.job_kind.${job.kind}`) : job.kind}
      </span>
      <span className="text-muted-foreground text-xs">#{job.id}</span>
      {order?.list === "deposits" ? (
        <Link
          to="/$agency/deposits"
          params={{ agency }}
          search={{ search: order.code }}
          className="font-mono text-gold-light text-xs hover:underline"
        >
          {order.code}
        </Link>
      ) : order?.list === "withdrawals" ? (
        <Link
          to="/$agency/withdrawals"
          params={{ agency }}
          search={{ status: "ALL", search: order.code }}
          className="font-mono text-gold-light text-xs hover:underline"
        >
          {order.code}
        </Link>
      ) : typeof job.payload.code === "string" ? (
        <span className="font-mono text-xs">{job.payload.code}</span>
      ) : null}
    </div>
  );
}

type JobView = NonNullable<ExceptionSearch["jobs"]>;

function JobFilter({ value, onChange }: { value: JobView; onChange: (view: JobView) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const views: JobView[] = ["stuck", ...jobViews.filter((status: JobStatus) => status !== "stuck"), "all"];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t("exceptions.show")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as JobView)}
        className="h-11 cursor-pointer rounded-lg border border-border bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        {views.map((view) => (
          <option key={view} value={view}>
            {view === "all" ? t("exceptions.jobs_all") : t(`exceptions.job_status.${view}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
