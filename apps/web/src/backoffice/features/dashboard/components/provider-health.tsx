import { type GameProviderSettings, providerTestFailures } from "@kham/contract";
import { Activity } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import type { TFunction } from "@/lib/translator";
import { cn } from "@/lib/utils";
import { formatAge } from "../../../lib/format";
import { useNow } from "../use-now";

/** The reason in the staff's words when it starts with a known failure; the server's redacted words otherwise. */
function reasonText(t: TFunction, reason: string): string {
  const code = providerTestFailures.find((failure) => reason === failure || reason.startsWith(`${failure}:`));
  return code ? t(`dashboard.providers.failure.${code}`) : reason;
}

/** How each provider on AMB has been answering, and what waits on it; a sandbox provider says only that. */
export function ProviderHealth({ providers }: { providers: GameProviderSettings[] }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <section aria-labelledby="provider-health" data-testid="provider-health" className="flex flex-col gap-3">
      <h2 id="provider-health" className="flex items-center gap-2 font-semibold text-foreground">
        <Activity aria-hidden className="size-5 text-gold" />
        {t("dashboard.providers.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {providers.map(({ provider, kind, health }) => (
          <li
            key={provider}
            data-testid={`provider-health-${provider}`}
            className={cn(
              "flex flex-col gap-3 rounded-2xl border p-4",
              health.waitingOnAgentCredit > 0
                ? "border-danger/50 bg-danger/5"
                : "border-border bg-surface/90",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{t(`provider.${provider}`)}</span>
              {kind === "sandbox" ? <Badge>{t("dashboard.providers.sandbox")}</Badge> : null}
            </div>
            {kind === "amb" ? (
              <dl className="flex flex-col gap-2 text-sm">
                <Row label={t("dashboard.providers.last_success")}>
                  {health.lastSuccessAt
                    ? formatAge(t, health.lastSuccessAt, now)
                    : t("dashboard.providers.never")}
                </Row>
                <Row label={t("dashboard.providers.last_failure")}>
                  {health.lastFailureAt ? (
                    <span className="flex flex-col items-end gap-0.5">
                      <span>{formatAge(t, health.lastFailureAt, now)}</span>
                      {health.lastFailure ? (
                        <span className="text-danger text-xs" data-testid="provider-last-failure">
                          {reasonText(t, health.lastFailure)}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    t("dashboard.providers.never")
                  )}
                </Row>
                <Row label={t("dashboard.providers.latency")}>
                  {health.latencyMs === null
                    ? "—"
                    : t("dashboard.providers.ms", { ms: formatNumber(health.latencyMs) })}
                </Row>
                <Row label={t("dashboard.providers.open_jobs")}>{formatNumber(health.openJobs)}</Row>
                <Row label={t("dashboard.providers.waiting_credit")} alert={health.waitingOnAgentCredit > 0}>
                  {formatNumber(health.waitingOnAgentCredit)}
                </Row>
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ label, alert, children }: { label: string; alert?: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex items-start justify-between gap-3", alert && "font-semibold text-danger")}>
      <dt className={alert ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="text-end tabular-nums">{children}</dd>
    </div>
  );
}
