import {
  type ExchangeRate,
  type Protection,
  type ProtectionLimitKind,
  protectionLimitKinds,
  protectionPeriods,
} from "@kham/contract";
import { useTranslation } from "@/lib/i18n-react";
import { pendingFor } from "../rules";
import { LimitRow } from "./limit-row";

const kindTexts: Record<ProtectionLimitKind, { title: string; text: string }> = {
  deposit: { title: "protection.limits.deposit_title", text: "protection.limits.deposit_text" },
  loss: { title: "protection.limits.loss_title", text: "protection.limits.loss_text" },
};

/** Deposit and loss limits, each daily, weekly and monthly, in calendar periods of Lao time. */
export function LimitsPanel({
  protection,
  rates,
  now,
}: {
  protection: Protection;
  rates: readonly ExchangeRate[] | undefined;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      {protectionLimitKinds.map((kind) => (
        <section key={kind} aria-labelledby={`limits-${kind}`} className="flex flex-col gap-3">
          <div>
            <h2 id={`limits-${kind}`} className="font-bold text-gold-light text-lg">
              {t(kindTexts[kind].title)}
            </h2>
            <p className="text-muted-foreground text-sm">{t(kindTexts[kind].text)}</p>
          </div>
          <ul className="grid gap-3 lg:grid-cols-3">
            {protectionPeriods.map((period) => (
              <LimitRow
                key={period}
                kind={kind}
                period={period}
                limit={protection.limits[kind][period]}
                used={protection.usage[kind][period] ?? "0"}
                pending={pendingFor(protection.pending, kind, period)}
                rates={rates}
                now={now}
              />
            ))}
          </ul>
        </section>
      ))}
      <p className="text-muted-foreground text-xs">{t("protection.limits.rules")}</p>
    </div>
  );
}
