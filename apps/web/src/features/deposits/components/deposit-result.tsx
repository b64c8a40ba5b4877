import type { DepositOrder, Provider } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { CircleCheck, CircleX, History, Hourglass } from "lucide-react";
import { ProviderCredit } from "@/components/provider-credit";
import { Button } from "@/components/ui/button";
import { useProviderCredit } from "@/features/credits/api/get-provider-credit";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";

/** What became of an order once it is no longer waiting for money: paid, credited, failed or cancelled. */
export function DepositResult({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const amount = `${format.number(order.amount)} ${order.currency}`;
  if (order.status === "PAID") {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <Hourglass className="size-12 animate-pulse text-warning" aria-hidden />
        <p className="font-semibold text-lg">{t("deposit.result.paid_title")}</p>
        <p className="text-muted-foreground text-sm">{t("deposit.result.paid_text", { amount })}</p>
      </div>
    );
  }
  if (order.status === "SUCCESS") {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col items-center gap-2 text-center" role="status">
          <CircleCheck className="size-14 text-success" aria-hidden />
          <p className="font-semibold text-lg">{t("deposit.result.success_title")}</p>
          <p className="font-bold text-3xl text-gold-gradient tabular-nums">
            +{format.credit(order.credit)} THB
          </p>
          {Number(order.bonus) > 0 ? (
            <p className="rounded-full bg-gold/15 px-3 py-0.5 font-semibold text-gold-light text-sm tabular-nums">
              {t("deposit.result.bonus", { bonus: format.credit(order.bonus) })}
            </p>
          ) : null}
          <p className="text-muted-foreground text-sm">
            {t("deposit.result.success_text", { amount, provider: t(`provider.${order.provider}`) })}
          </p>
        </div>
        <CreditedProvider provider={order.provider} />
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="secondary">
            <Link to="/player/deposit/history" search={{ order: order.code }}>
              <History /> {t("deposit.result.see_in_history")}
            </Link>
          </Button>
          <Button type="button" onClick={onClose}>
            {t("common.close")}
          </Button>
        </div>
      </div>
    );
  }
  const failed = order.status === "FAILED";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 text-center" role="status">
        <CircleX className="size-14 text-danger" aria-hidden />
        <p className="font-semibold text-lg">
          {t(failed ? "deposit.result.failed_title" : "deposit.result.canceled_title")}
        </p>
        <p className="text-muted-foreground text-sm">
          {t(failed ? "deposit.error.contact_support" : "deposit.result.canceled_text")}
        </p>
      </div>
      <Button type="button" variant="secondary" onClick={onClose}>
        {t("common.close")}
      </Button>
    </div>
  );
}

/** The credit now at the provider the deposit went to, read afresh. */
function CreditedProvider({ provider }: { provider: Provider }) {
  return <ProviderCredit provider={provider} credit={useProviderCredit(provider)} />;
}
