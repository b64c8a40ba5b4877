import { useQuery } from "@tanstack/react-query";
import { Gamepad2, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { gameProvidersQueryOptions } from "../api/get-game-providers";
import { GameProviderPanel } from "./game-provider-panel";
import { SettingsSection } from "./section";

/** Where each provider's game credit lives: the sandbox or the agency's own AMB agent; only an owner changes it. */
export function GameProvidersSection({ agency, editable }: { agency: string; editable: boolean }) {
  const { t } = useTranslation();
  const providers = useQuery(gameProvidersQueryOptions(agency));
  return (
    <SettingsSection
      id="game-providers"
      icon={Gamepad2}
      title={t("settings.game_providers")}
      description={t("settings.game_providers_intro")}
    >
      {providers.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" />
        </div>
      ) : providers.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-danger text-sm">
          {t(errorKey(providers.error))}
          <Button variant="secondary" size="sm" onClick={() => void providers.refetch()}>
            <RotateCw />
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <>
          {editable ? null : (
            <p className="text-muted-foreground text-sm">{t("settings.provider_owner_only")}</p>
          )}
          <div className="flex flex-col gap-4">
            {providers.data.map((settings) => (
              <GameProviderPanel
                key={settings.provider}
                agency={agency}
                settings={settings}
                editable={editable}
              />
            ))}
          </div>
        </>
      )}
    </SettingsSection>
  );
}
