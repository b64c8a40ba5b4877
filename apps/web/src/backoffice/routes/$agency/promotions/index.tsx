import type { Page, Promotion } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Pause, Pencil, Play, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { DataTable } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { promotionsQueryOptions } from "../../../features/promotions/api/get-promotions";
import { PromotionStatus } from "../../../features/promotions/components/promotion-status";
import { SwitchDialog } from "../../../features/promotions/components/switch-dialog";
import { formatLaoDateTime } from "../../../features/promotions/form-values";

export const Route = createFileRoute("/$agency/promotions/")({ component: PromotionsScreen });

/** The server sends every promotion at once; the table draws them as one page. */
const asPage = (items: Promotion[]): Page<Promotion> => ({
  items,
  page: 1,
  pageSize: Math.max(items.length, 1),
  total: items.length,
});

/** Switched on and off after a confirmation, edited in a form of their own. */
function PromotionsScreen() {
  const { t } = useTranslation();
  const text = useLocalised();
  const { agency } = Route.useParams();
  const list = useQuery({ ...promotionsQueryOptions(agency), select: asPage });
  const [switching, setSwitching] = useState<Promotion | undefined>();
  // Phases are as of the list's last refresh.
  const now = useMemo(() => new Date(list.dataUpdatedAt || Date.now()), [list.dataUpdatedAt]);

  const columns = useMemo<ColumnDef<Promotion, unknown>[]>(
    () => [
      {
        id: "promotion",
        header: t("promotions.column.promotion"),
        cell: ({ row }) => (
          <div className="flex min-w-0 items-center gap-3 text-left">
            <img
              src={row.original.imageUrl}
              alt=""
              width={112}
              height={53}
              loading="lazy"
              decoding="async"
              className="aspect-[32/15] w-24 shrink-0 rounded-lg border border-border bg-background-elevated object-cover md:w-28"
            />
            <span className="min-w-0 font-semibold text-foreground leading-snug md:min-w-32">
              {text(row.original.title)}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: t("promotions.column.status"),
        cell: ({ row }) => <PromotionStatus promotion={row.original} now={now} />,
      },
      {
        id: "who",
        header: t("promotions.column.who"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-1.5 md:items-start">
            <span>{t(`promotions.kind.${row.original.kind}`)}</span>
            <span className="flex flex-wrap justify-end gap-1 md:justify-start">
              {row.original.providers.map((provider) => (
                <Badge key={provider} className="font-mono font-normal">
                  {provider}
                </Badge>
              ))}
            </span>
          </div>
        ),
      },
      {
        id: "credits",
        header: t("promotions.column.credits"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-0.5 whitespace-nowrap tabular-nums">
            <span className="font-semibold text-gold-light">
              {t("promotions.deposit_bonus", {
                deposit: formatCredit(row.original.depositCredit),
                bonus: formatCredit(row.original.bonusCredit),
              })}
            </span>
            <span className="text-muted-foreground text-xs">
              {t("promotions.required_short", { amount: formatCredit(row.original.requiredCredit) })}
            </span>
            <span className="text-muted-foreground text-xs">
              {t("promotions.max_short", { amount: formatCredit(row.original.maxCredit) })}
            </span>
          </div>
        ),
      },
      {
        id: "period",
        header: t("promotions.column.period"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-0.5 whitespace-nowrap text-xs">
            <span>{t("promotions.from", { date: formatLaoDateTime(row.original.startsAt) })}</span>
            <span className="text-muted-foreground">
              {row.original.endsAt === null
                ? t("promotions.no_end")
                : t("promotions.until", { date: formatLaoDateTime(row.original.endsAt) })}
            </span>
          </div>
        ),
      },
      {
        id: "actions",
        header: t("promotions.column.actions"),
        meta: { actions: true },
        cell: ({ row }) => (
          <div className="flex flex-wrap justify-end gap-2 md:flex-col md:items-stretch">
            <Button asChild size="sm" variant="secondary" className="h-11 md:h-9">
              <Link to="/$agency/promotions/$id" params={{ agency, id: row.original.id }}>
                <Pencil />
                {t("promotions.edit")}
              </Link>
            </Button>
            <Button
              size="sm"
              variant={row.original.status === "ACTIVE" ? "outline" : "default"}
              className="h-11 md:h-9"
              onClick={() => setSwitching(row.original)}
            >
              {row.original.status === "ACTIVE" ? <Pause /> : <Play />}
              {t(row.original.status === "ACTIVE" ? "promotions.deactivate" : "promotions.activate")}
            </Button>
          </div>
        ),
      },
    ],
    [t, text, agency, now],
  );

  return (
    <>
      <PageHeader
        title={t("nav.promotions")}
        description={t("promotions.intro")}
        actions={
          <Button asChild>
            <Link to="/$agency/promotions/new" params={{ agency }}>
              <Plus />
              {t("promotions.new")}
            </Link>
          </Button>
        }
      />
      <DataTable
        query={list}
        columns={columns}
        rowKey={(promotion) => promotion.id}
        label={t("nav.promotions")}
        empty={t("promotions.empty")}
        onPageChange={() => {}}
        rowClassName={(promotion) => (promotion.status === "INACTIVE" ? "opacity-75" : undefined)}
      />
      <SwitchDialog agency={agency} promotion={switching} onClose={() => setSwitching(undefined)} />
    </>
  );
}
