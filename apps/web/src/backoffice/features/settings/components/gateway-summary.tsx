import type { PaymentGatewaySettings } from "@kham/contract";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../../components/copy-button";

/** What the agency's players pay through now; the key only as its last four characters. */
export function GatewaySummary({ gateway }: { gateway: PaymentGatewaySettings }) {
  const { t } = useTranslation();
  const phajay = gateway.kind === "phajay";
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-border bg-background/40 p-4 text-sm sm:grid-cols-2">
        <Item label={t("settings.gateway_current")}>{t(`settings.gateway_kind.${gateway.kind}`)}</Item>
        {phajay ? (
          <>
            <Item label={t("settings.gateway_mode")}>
              {t(gateway.sandbox ? "settings.gateway_mode_test" : "settings.gateway_mode_live")}
            </Item>
            <Item label={t("settings.gateway_base_url")}>
              <span className="break-all font-mono text-xs">{gateway.baseUrl}</span>
            </Item>
            <Item label={t("settings.gateway_key")}>
              {gateway.secretKeyLast4 === null ? (
                <span className="text-danger">{t("settings.gateway_key_none")}</span>
              ) : (
                <span className="font-mono" data-testid="gateway-key">
                  •••• {gateway.secretKeyLast4}
                </span>
              )}
            </Item>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-2">
        <p className="font-medium text-muted-foreground text-sm">{t("settings.gateway_webhook")}</p>
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface ps-3">
          <code className="min-w-0 flex-1 break-all py-2 text-xs">{gateway.webhookUrl}</code>
          <CopyButton value={gateway.webhookUrl} label={t("settings.gateway_webhook")} />
        </div>
        {phajay ? (
          <p className="text-muted-foreground text-xs">{t("settings.gateway_webhook_hint")}</p>
        ) : null}
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}
