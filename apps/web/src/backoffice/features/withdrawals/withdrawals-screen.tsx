import { mayDo, withdrawalStatuses } from "@kham/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createLazyRoute, getRouteApi, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Check, X } from "lucide-react";
import { type FormEvent, useCallback, useId, useMemo, useState } from "react";
import { BankLogo } from "@/components/bank-logo";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime, groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../components/copy-button";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { formatAge, formatKip } from "../../lib/format";
import { backOfficeKeys } from "../../lib/keys";
import {
  approveWithdrawal,
  rejectWithdrawal,
  type StaffWithdrawal,
  withdrawalQuery,
  withdrawalsQueryOptions,
} from "./api";

export const Route = createLazyRoute("/$agency/withdrawals")({ component: WithdrawalsScreen });

const route = getRouteApi("/$agency/withdrawals");
const agencyRoute = getRouteApi("/$agency");

/** The longest a staff reason may be (the server keeps 500 characters). */
const REASON_MAX = 500;

/**
 * The cashier's queue: open withdrawals oldest first, each with the bank snapshot to pay to (copy
 * buttons for the bank's app), approved once paid or rejected with a reason; new ones arrive live.
 * Any other status shows the history.
 */
function WithdrawalsScreen() {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const { me } = agencyRoute.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = withdrawalQuery(search);
  const list = useQuery(withdrawalsQueryOptions(agency, query));
  const canAct = mayDo(me.staff.role, "withdrawals");
  const [approving, setApproving] = useState<StaffWithdrawal | undefined>();
  const [rejecting, setRejecting] = useState<StaffWithdrawal | undefined>();
  const queue = search.status === undefined;
  // Ages are as of the list's last refresh (the live stream refreshes it).
  const now = useMemo(() => new Date(list.dataUpdatedAt || Date.now()), [list.dataUpdatedAt]);

  const setSearch = useCallback(
    (value: string | undefined) =>
      void navigate({ search: (previous) => ({ ...previous, search: value, page: undefined }) }),
    [navigate],
  );

  const columns = useMemo<ColumnDef<StaffWithdrawal, unknown>[]>(
    () => [
      {
        id: "createdAt",
        header: t("withdrawals.created"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
            {row.original.status === "OPEN" ? (
              <span className="text-warning text-xs">{formatAge(t, row.original.createdAt, now)}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "code",
        header: t("withdrawals.order"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-mono text-xs">{row.original.code}</span>
            <Link
              to="/$agency/players/$username"
              params={{ agency, username: row.original.username }}
              className="text-gold-light hover:underline"
            >
              {row.original.username}
            </Link>
          </div>
        ),
      },
      {
        id: "amount",
        header: t("withdrawals.amount"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <div className="flex flex-col items-end">
            <span className="whitespace-nowrap font-semibold text-base text-gold-light">
              {formatKip(row.original.payout)}
            </span>
            <span className="text-muted-foreground text-xs">
              {formatCredit(row.original.amount)}{" "}
              {t("withdrawals.credit_at", { provider: row.original.provider })}
            </span>
          </div>
        ),
      },
      {
        id: "bank",
        header: t("withdrawals.pay_to"),
        cell: ({ row }) => <BankSnapshot order={row.original} />,
      },
      {
        id: "status",
        header: t("withdrawals.status"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-1">
            <StatusBadge of="withdrawal" status={row.original.status} />
            {row.original.reason ? (
              <span className="max-w-48 text-muted-foreground text-xs">{row.original.reason}</span>
            ) : null}
          </div>
        ),
      },
      ...(canAct
        ? [
            {
              id: "actions",
              header: t("withdrawals.actions"),
              meta: { actions: true },
              cell: ({ row }) =>
                row.original.status === "OPEN" && !row.original.creditTaken ? (
                  // For a moment after the order the credit is still leaving the game: nothing to act on yet.
                  <span className="text-muted-foreground text-xs">{t("withdrawals.credit_leaving")}</span>
                ) : row.original.status === "OPEN" ? (
                  <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
                    <Button size="sm" onClick={() => setApproving(row.original)}>
                      <Check />
                      {t("withdrawals.approve")}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRejecting(row.original)}>
                      <X />
                      {t("withdrawals.reject")}
                    </Button>
                  </div>
                ) : null,
            } satisfies ColumnDef<StaffWithdrawal, unknown>,
          ]
        : []),
    ],
    [t, agency, canAct, now],
  );

  return (
    <>
      <PageHeader
        title={t("withdrawals.title")}
        description={queue ? t("withdrawals.queue_intro") : undefined}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusFilter
          value={search.status}
          onChange={(status) =>
            void navigate({
              search: (previous) => ({ ...previous, status, page: undefined, order: undefined }),
            })
          }
        />
        <SearchBox value={search.search} onSearch={setSearch} label={t("withdrawals.search")} />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(order) => order.code}
        label={t("withdrawals.title")}
        empty={queue ? t("withdrawals.queue_empty") : t("withdrawals.empty")}
        sort={{ sort: query.sort, order: query.order }}
        sortable={["createdAt", "amount"]}
        onSortChange={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...sort, page: undefined }) })
        }
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <ApproveDialog agency={agency} order={approving} onClose={() => setApproving(undefined)} />
      <RejectDialog agency={agency} order={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (status: (typeof withdrawalStatuses)[number] | "ALL" | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t("withdrawals.show")}
      </label>
      <select
        id={id}
        value={value ?? "QUEUE"}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === "QUEUE" ? undefined : (next as (typeof withdrawalStatuses)[number] | "ALL"));
        }}
        className="h-11 cursor-pointer rounded-lg border border-border bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        <option value="QUEUE">{t("withdrawals.filter_queue")}</option>
        <option value="ALL">{t("withdrawals.filter_all")}</option>
        {withdrawalStatuses
          .filter((status) => status !== "OPEN")
          .map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
      </select>
    </div>
  );
}

/** Where the money goes, as the player's account was when they asked: copied field by field. */
function BankSnapshot({ order }: { order: StaffWithdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 md:min-w-52">
      <BankLogo src={undefined} name={order.bankName} className="mt-1 size-8" />
      <div className="flex min-w-0 flex-col">
        <span className="text-muted-foreground text-xs">{order.bankName}</span>
        <span className="flex items-center gap-1">
          <span className="truncate">{order.accountName}</span>
          <CopyButton value={order.accountName} label={t("withdrawals.account_name")} className="size-8" />
        </span>
        <span className="flex items-center gap-1 font-mono">
          {groupAccountNumber(order.accountNumber)}
          <CopyButton
            value={order.accountNumber}
            label={t("withdrawals.account_number")}
            className="size-8"
          />
        </span>
      </div>
    </div>
  );
}

/** Approving says the money was sent: the dialog repeats exactly what and where before it counts. */
function ApproveDialog({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: (code: string) => approveWithdrawal(agency, code),
    onSuccess: (done) => {
      toast.success(t("withdrawals.approved", { code: done.code }), { duration: 5000 });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
  return (
    <Dialog
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          approve.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("withdrawals.approve_title")}</DialogTitle>
          <DialogDescription>{t("withdrawals.approve_intro")}</DialogDescription>
        </DialogHeader>
        {order ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-background p-4 text-sm">
            <dt className="text-muted-foreground">{t("withdrawals.order")}</dt>
            <dd className="font-mono">{order.code}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.amount")}</dt>
            <dd className="font-semibold text-gold-light text-lg">{formatKip(order.payout)}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.bank")}</dt>
            <dd>{order.bankName}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.account_name")}</dt>
            <dd>{order.accountName}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.account_number")}</dt>
            <dd className="font-mono">{groupAccountNumber(order.accountNumber)}</dd>
          </dl>
        ) : null}
        {approve.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(approve.error))}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button disabled={approve.isPending || !order} onClick={() => order && approve.mutate(order.code)}>
            <Check />
            {t("withdrawals.approve_confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Rejecting returns the credit to the player's game; the reason is kept with the order. */
function RejectDialog({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const reject = useMutation({
    mutationFn: (input: { code: string; reason: string }) =>
      rejectWithdrawal(agency, input.code, input.reason),
    onSuccess: (done) => {
      toast.success(t("withdrawals.rejected", { code: done.code }), { duration: 5000 });
      setReason("");
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order && reason.trim()) reject.mutate({ code: order.code, reason: reason.trim() });
  };
  return (
    <Dialog
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          reject.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{t("withdrawals.reject_title", { code: order?.code ?? "" })}</DialogTitle>
            <DialogDescription>{t("withdrawals.reject_intro")}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="text-muted-foreground text-sm">
              {t("withdrawals.reason")}
            </label>
            <textarea
              id={id}
              required
              maxLength={REASON_MAX}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
            />
          </div>
          {reject.isError ? (
            <p role="alert" className="text-danger text-sm">
              {t(errorKey(reject.error))}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending || !reason.trim()}>
              <X />
              {t("withdrawals.reject_confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
