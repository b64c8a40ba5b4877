import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { playerQueryOptions } from "../../../features/players/api/get-player";
import { BackToPlayers } from "../../../features/players/components/back-to-players";
import { NoSuchPlayer } from "../../../features/players/components/no-such-player";
import { PlayerDetail } from "../../../features/players/components/player-detail";
import { ProtectionPanel } from "../../../features/protection/components/protection-panel";

export const Route = createFileRoute("/$agency/players/$username")({ component: PlayerScreen });

/** One player for support and finance: standing, bank accounts, live credits, protection, ledger and orders. */
function PlayerScreen() {
  const { t } = useTranslation();
  const { agency, username } = Route.useParams();
  const { me } = Route.useRouteContext();
  const detail = useQuery(playerQueryOptions(agency, username));

  if (detail.isPending) return <Spinner className="mx-auto my-10" />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === "NOT_FOUND") {
      return <NoSuchPlayer agency={agency} username={username} />;
    }
    return (
      <>
        <BackToPlayers agency={agency} />
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
          {t(errorKey(detail.error))}
        </p>
      </>
    );
  }
  return (
    <PlayerDetail
      agency={agency}
      role={me.staff.role}
      detail={detail.data}
      refreshing={detail.isFetching}
      onRefresh={() => void detail.refetch()}
      protection={
        <ProtectionPanel
          agency={agency}
          role={me.staff.role}
          username={detail.data.player.username}
          credits={detail.data.credits}
          bankAccounts={detail.data.bankAccounts}
          className="lg:col-span-2"
        />
      }
    />
  );
}
