import { DEFAULT_LANGUAGE, type Provider } from "@kham/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { isLanguage } from "@/lib/i18n";
import { useTranslation } from "@/lib/i18n-react";
import { leaveFor } from "@/lib/leave-for";
import { useLaunchGame } from "../api/launch-game";
import { isWithoutCredit } from "../rules";

/** What is being opened: a game's code, or the provider's lobby. */
export const LOBBY = "lobby";

export interface GameLauncher {
  /** Opens a game, or the provider's lobby without a code, in this tab. */
  open: (gameCode?: string) => void;
  /** The game (or LOBBY) on its way, until the page leaves for it. */
  opening: string | undefined;
  /** The player tried to play without credit at this provider: they are asked to deposit. */
  depositAsked: boolean;
  closeDepositAsk: () => void;
  /** Known to be zero: the screen offers a deposit instead of a game. */
  hasNoCredit: boolean;
}

/** Always through the server; a back/forward cache return undoes the launch and rereads the credit. */
export function useGameLauncher(provider: Provider, { readCredit = true } = {}): GameLauncher {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const credit = useQuery({ ...providerCreditQueryOptions(provider), enabled: readCredit });
  const launch = useLaunchGame();
  const [leaving, setLeaving] = useState<string>();
  const [depositAsked, setDepositAsked] = useState(false);
  const hasNoCredit = credit.data !== undefined && isWithoutCredit(credit.data.credit.amount);
  const { reset } = launch;

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setLeaving(undefined);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [queryClient, reset]);

  const open = (gameCode?: string) => {
    if (launch.isPending || leaving !== undefined) return;
    const language = i18n.language;
    const target = gameCode ?? LOBBY;
    launch.mutate(
      { provider, gameCode, language: isLanguage(language) ? language : DEFAULT_LANGUAGE },
      {
        onSuccess: ({ url }) => {
          setLeaving(target);
          try {
            leaveFor(url);
          } catch (error) {
            setLeaving(undefined);
            toast.error(t(errorKey(error)));
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.code === "NO_CREDIT") {
            setDepositAsked(true);
            // The credit shown was out of date: show what the provider holds now.
            void queryClient.invalidateQueries({ queryKey: creditKeys.all });
          } else {
            toast.error(t(errorKey(error)));
          }
        },
      },
    );
  };

  return {
    open,
    opening: leaving ?? (launch.isPending ? (launch.variables?.gameCode ?? LOBBY) : undefined),
    depositAsked,
    closeDepositAsk: () => setDepositAsked(false),
    hasNoCredit,
  };
}
