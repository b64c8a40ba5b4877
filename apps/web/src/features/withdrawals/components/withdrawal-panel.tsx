import type { WithdrawalOrder } from "@kham/contract";
import { CircleCheck, CircleX, Hourglass, Plus } from "lucide-react";
import { ProviderCredit } from "@/components/provider-credit";
import { Button } from "@/components/ui/button";
import { useProviderCredit } from "@/features/credits/api/get-provider-credit";
import { useShouldPoll } from "@/features/events/live-status";
import { useTranslation } from "@/lib/i18n-react";
import { useWithdrawal } from "../api/get-withdrawal";
import { WithdrawalDetails } from "./withdrawal-details";

/** The credit left at its provider shows under it, so the player sees the credit go and come back. */
export function WithdrawalPanel({ order: first, onNew }: { order: WithdrawalOrder; onNew: () => void }) {
  const { t } = useTranslation();
  const order = useWithdrawal(first.code, useShouldPoll()).data ?? first;
  const open = order.status === "OPEN";
  const Icon = open ? Hourglass : order.status === "SUCCESS" ? CircleCheck : CircleX;
  return (
    <section
      aria-label={t("withdraw.detail.title")}
      className="flex flex-col gap-5 rounded-2xl border border-gold/40 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(212_175_55/0.3)] sm:p-6"
    >
      <div className="flex items-center gap-3" role="status">
        <Icon
          className={
            open
              ? "size-9 animate-pulse text-muted-foreground"
              : order.status === "SUCCESS"
                ? "size-9 text-success"
                : "size-9 text-danger"
          }
          aria-hidden
        />
        <div>
          <h2 className="font-semibold text-gold-light text-lg">{t(`withdraw.result.${order.status}`)}</h2>
          <p className="text-muted-foreground text-sm">{t("withdraw.detail.title")}</p>
        </div>
      </div>
      <WithdrawalDetails order={order} />
      <ProviderCredit provider={order.provider} credit={useProviderCredit(order.provider)} />
      {open ? null : (
        <Button type="button" onClick={onNew}>
          <Plus /> {t("withdraw.new")}
        </Button>
      )}
    </section>
  );
}
