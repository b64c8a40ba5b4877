import type { Provider } from "@kham/contract";
import type { ReactNode } from "react";
import { ProviderMark } from "@/components/provider-mark";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { GameCredit } from "@/features/games/components/game-credit";
import { ProviderTabs } from "@/features/games/components/provider-tabs";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../../-components/screen-title";

/** The frame of a provider's game screen: its mark and name, the way to the other providers, its credit, its games. */
export function GameScreen({ provider, children }: { provider: Provider; children: ReactNode }) {
  const { t } = useTranslation();
  const name = t(`provider.${provider}`);
  useDocumentTitle(`${name} · ${t("page.game.title")}`, useAgencyInfo().name);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 sm:py-6 lg:max-w-7xl">
      <ScreenTitle title="page.game.title" icon={<ProviderMark provider={provider} />}>
        <span className="font-semibold text-base text-muted-foreground">· {name}</span>
      </ScreenTitle>
      <ProviderTabs current={provider} />
      {/* A wide screen keeps the credit in view beside the games, which get the rest of the width. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <GameCredit provider={provider} className="lg:sticky lg:top-36" />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
