import type { Provider } from "@kham/contract";
import { Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { ProviderCredit } from "@/features/credits/components/provider-credit";
import { useDocumentTitle } from "@/lib/use-document-title";

export interface PlayerScreenProps {
  /** Translation key of the screen's title. */
  title: string;
  icon: ReactNode;
  /** A game screen shows that provider's credit; the others show all four. */
  provider?: Provider;
  children?: ReactNode;
}

/**
 * A player screen whose feature arrives in a later release: its title, the player's real credit,
 * and an honest "available soon" line.
 */
export function PlayerScreen({ title, icon, provider, children }: PlayerScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(title), useAgencyInfo().name);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <h1 className="flex items-center gap-3 font-bold text-2xl text-gold-gradient">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gold/10 text-gold-light ring-1 ring-gold/30 [&_svg]:size-5">
          {icon}
        </span>
        {t(title)}
        {provider ? (
          <span className="font-semibold text-base text-muted-foreground">· {t(`provider.${provider}`)}</span>
        ) : null}
      </h1>
      {children}
      {provider ? <ProviderCredit provider={provider} /> : <CreditsPanel />}
      <p className="flex items-start gap-3 rounded-xl border border-border border-dashed bg-surface/60 px-4 py-4 text-muted-foreground text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        {t("player.available_soon")}
      </p>
    </div>
  );
}
