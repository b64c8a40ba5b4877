import type { Page, Staff } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { KeyRound, ShieldCheck, ShieldQuestion, UserPlus, UserX } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import type { StaffChange } from "../../features/staff/api/change-staff";
import { staffQueryOptions } from "../../features/staff/api/get-staff";
import { CreateStaffDialog } from "../../features/staff/components/create-staff-dialog";
import { StaffChangeDialog } from "../../features/staff/components/staff-change-dialog";
import { allow } from "../../lib/guards";

export const Route = createFileRoute("/$agency/staff")({
  beforeLoad: allow("staff"),
  component: StaffScreen,
});

/** The whole list in one page: an agency has a handful of staff. */
function asPage(items: Staff[]): Page<Staff> {
  return { items, page: 1, pageSize: Math.max(items.length, 1), total: items.length };
}

/** The owner's view of who works in the back office: roles, 2FA, last login; add, disable, reset 2FA. */
function StaffScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const { me } = Route.useRouteContext();
  const list = useQuery({ ...staffQueryOptions(agency), select: asPage });
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<{ staff: Staff; change: StaffChange } | undefined>();
  const mayMakePlatform = me.staff.agency === null && me.staff.role === "owner";

  const columns = useMemo<ColumnDef<Staff, unknown>[]>(
    () => [
      {
        id: "username",
        header: t("staff.username"),
        cell: ({ row }) => (
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-gold-light">{row.original.username}</span>
            {row.original.username === me.staff.username ? (
              <Badge colour="gold">{t("staff.you")}</Badge>
            ) : null}
            {row.original.agency === null ? <Badge>{t("staff.platform_badge")}</Badge> : null}
          </div>
        ),
      },
      { id: "role", header: t("staff.role"), cell: ({ row }) => t(`role.${row.original.role}`) },
      {
        id: "twoFactor",
        header: t("staff.two_factor"),
        cell: ({ row }) =>
          row.original.twoFactor ? (
            <Badge colour="green">
              <ShieldCheck className="size-3" aria-hidden />
              {t("staff.two_factor_on")}
            </Badge>
          ) : (
            <Badge colour="yellow" title={t("staff.two_factor_pending_hint")}>
              <ShieldQuestion className="size-3" aria-hidden />
              {t("staff.two_factor_pending")}
            </Badge>
          ),
      },
      {
        id: "status",
        header: t("staff.status"),
        cell: ({ row }) =>
          row.original.disabled ? (
            <Badge colour="red">{t("staff.disabled")}</Badge>
          ) : (
            <Badge colour="green">{t("staff.active")}</Badge>
          ),
      },
      {
        id: "lastLoginAt",
        header: t("staff.last_login"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt) : t("staff.never")}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("staff.actions"),
        meta: { actions: true },
        cell: ({ row }) =>
          row.original.disabled ? null : (
            <div className="flex flex-wrap justify-end gap-2">
              {row.original.twoFactor ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className="h-11 sm:h-9"
                  onClick={() => setChanging({ staff: row.original, change: "reset-2fa" })}
                >
                  <KeyRound />
                  {t("staff.reset_2fa")}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                className="h-11 border-danger/60 text-danger hover:border-danger hover:bg-danger/10 sm:h-9"
                onClick={() => setChanging({ staff: row.original, change: "disable" })}
              >
                <UserX />
                {t("staff.disable")}
              </Button>
            </div>
          ),
      },
    ],
    [t, me.staff.username],
  );

  return (
    <>
      <PageHeader
        title={t("staff.title")}
        description={t("staff.intro")}
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus />
            {t("staff.create")}
          </Button>
        }
      />
      <DataTable
        query={list}
        columns={columns}
        rowKey={(staff) => staff.id}
        label={t("staff.title")}
        empty={t("staff.empty")}
        rowClassName={(staff) => (staff.disabled ? "opacity-60" : undefined)}
        onPageChange={() => undefined}
      />
      <CreateStaffDialog
        agency={agency}
        open={creating}
        onClose={() => setCreating(false)}
        mayMakePlatform={mayMakePlatform}
      />
      <StaffChangeDialog agency={agency} target={changing} onClose={() => setChanging(undefined)} />
    </>
  );
}
