import type { Provider } from "@kham/contract";
import { Gamepad2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { GameCredit } from "@/features/games/components/game-credit";
import { ProviderTabs } from "@/features/games/components/provider-tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../../-components/screen-title";

/** The frame of a provider's game screen: its name, the way to the other providers, its credit, its games. */
export function GameScreen({ provider, children }: { provider: Provider; children: ReactNode }) {
  const { t } = useTranslation();
  const name = t(`provider.${provider}`);
  useDocumentTitle(`${name} · ${t("page.game.title")}`, useAgencyInfo().name);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 sm:py-6">
      <ScreenTitle title="page.game.title" icon={<Gamepad2 />}>
        <span className="font-semibold text-base text-muted-foreground">· {name}</span>
      </ScreenTitle>
      <ProviderTabs current={provider} />
      <GameCredit provider={provider} />
      {children}
    </div>
  );
}
