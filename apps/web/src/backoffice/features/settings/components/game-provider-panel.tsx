import type { GameProviderSettings } from "@kham/contract";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";
import { GameProviderForm } from "./game-provider-form";
import { GameProviderTest } from "./game-provider-test";

/** One provider's account as stored (the key only as its last four), its test and, for an owner, its form. */
export function GameProviderPanel({
  agency,
  settings,
  editable,
}: {
  agency: string;
  settings: GameProviderSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const amb = settings.kind === "amb";
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`game-provider-${settings.provider}`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-background/40 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-foreground">
          {t(`provider.${settings.provider}`)}
        </h3>
        <Badge colour={amb ? "gold" : "grey"}>{t(`settings.provider_kind.${settings.kind}`)}</Badge>
      </header>
      {amb ? (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Item label={t("settings.provider_base_url")}>
            <span className="break-all font-mono text-xs">{settings.baseUrl}</span>
          </Item>
          <Item label={t("settings.provider_agent")}>
            <span className="break-all font-mono">{settings.agent}</span>
          </Item>
          <Item label={t("settings.provider_key")}>
            {settings.apiKeyLast4 === null ? (
              <span className="text-danger">{t("settings.provider_key_none")}</span>
            ) : (
              <span className="font-mono" data-testid="provider-key">
                •••• {settings.apiKeyLast4}
              </span>
            )}
          </Item>
          <Item label={t("settings.provider_product")}>
            <span className="font-mono">{settings.productId}</span>
          </Item>
          <Item label={t("settings.provider_lobby")}>
            {settings.lobbyCode ? (
              <span className="font-mono">{settings.lobbyCode}</span>
            ) : (
              <span className="text-muted-foreground">{t("settings.provider_lobby_none")}</span>
            )}
          </Item>
          <Item label={t("settings.provider_reconcile")}>
            {t(`settings.provider_reconcile_mode.${settings.reconcile}`)}
          </Item>
        </dl>
      ) : (
        <p className="text-muted-foreground text-sm">{t("settings.provider_kind_hint.sandbox")}</p>
      )}
      {editable && amb ? <GameProviderTest agency={agency} provider={settings.provider} /> : null}
      {editable ? (
        <details className="group rounded-lg border border-border bg-surface/60">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-medium text-sm [&::-webkit-details-marker]:hidden">
            {t("settings.provider_edit")}
            <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-3 pb-4">
            <GameProviderForm agency={agency} settings={settings} />
          </div>
        </details>
      ) : null}
    </article>
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
