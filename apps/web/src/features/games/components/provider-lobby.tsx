import type { Provider } from "@kham/contract";
import { DoorOpen } from "lucide-react";
import { ProviderMark } from "@/components/provider-mark";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useGames } from "../api/get-games";
import { DepositAsk } from "./deposit-ask";
import { GameGrid } from "./game-grid";
import { NoGames } from "./no-games";
import { LOBBY, useGameLauncher } from "./use-game-launcher";

/** Without credit the lobby button is a deposit. */
export function ProviderLobby({ provider }: { provider: Extract<Provider, "gclub" | "gclub_live"> }) {
  const { t } = useTranslation();
  const tables = useGames({ provider });
  const launcher = useGameLauncher(provider);
  const name = t(`provider.${provider}`);
  const openingLobby = launcher.opening === LOBBY;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="lobby-title"
        className="relative overflow-hidden rounded-2xl border border-gold/40 bg-[radial-gradient(ellipse_at_top_left,rgb(245_215_110/0.22),transparent_60%)] px-5 py-6 sm:px-8 sm:py-8"
      >
        <ProviderMark
          provider={provider}
          className="absolute -right-4 -bottom-6 size-36 rotate-12 opacity-10 grayscale-[0.3]"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <h2 id="lobby-title" className="font-bold text-gold-gradient text-xl sm:text-2xl">
              {t("game.lobby.title", { provider: name })}
            </h2>
            <p className="max-w-md text-muted-foreground text-sm">{t("game.lobby.text")}</p>
          </div>
          {/* Without credit, the credit card above already offers the deposit; the lobby asks for one if tapped. */}
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => launcher.open()}
            disabled={launcher.opening !== undefined}
            aria-busy={openingLobby}
          >
            {openingLobby ? <Spinner className="text-gold-foreground" /> : <DoorOpen className="size-5" />}
            {openingLobby ? t("game.opening") : t("game.lobby.open")}
          </Button>
        </div>
      </section>

      <section aria-labelledby="lobby-tables-title" className="flex flex-col gap-4">
        <h2 id="lobby-tables-title" className="font-semibold text-gold-light text-lg">
          {t("game.lobby.tables")}
        </h2>
        {tables.isPending ? (
          <Spinner className="mx-auto my-8" />
        ) : tables.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(tables.error))}
          </p>
        ) : tables.data.length > 0 ? (
          <GameGrid games={tables.data} launcher={launcher} label={t("game.lobby.tables")} />
        ) : (
          <NoGames text={t("game.empty")} />
        )}
      </section>
      <DepositAsk provider={provider} launcher={launcher} />
    </div>
  );
}
