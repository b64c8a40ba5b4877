import type { DepositOrder } from "@kham/contract";
import { QrCode } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";

/** The player's unfinished order, while its dialog is closed: one order at a time (OPEN_ORDER). */
export function OpenOrderCard({
  order,
  onShow,
}: {
  order: DepositOrder;
  onShow: (order: DepositOrder) => void;
}) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("deposit.open_order.title")}
      className="flex flex-col gap-4 rounded-2xl border border-gold/40 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(212_175_55/0.3)]"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-gold-light text-lg">{t("deposit.open_order.title")}</h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("deposit.open_order.text")}</p>
        </div>
        <StatusBadge of="deposit" status={order.status} />
      </div>
      <p className="font-bold text-2xl tabular-nums">
        {format.number(order.amount)} {order.currency}
        <span className="ml-2 font-medium text-gold-light text-sm">
          → {format.credit(order.credit)} THB · {t(`provider.${order.provider}`)}
        </span>
      </p>
      <Button type="button" onClick={() => onShow(order)}>
        <QrCode /> {t("deposit.open_order.show")}
      </Button>
    </section>
  );
}
