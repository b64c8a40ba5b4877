import {
  CREDIT_SCALE,
  DEFAULT_LANGUAGE,
  type DepositOrder,
  isLanguage,
  type PlayerCredits,
  type PlayerEvents,
  sumDecimals,
  type WithdrawalEvents,
} from "@kham/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { toast } from "@/components/ui/toaster";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { withProviderCredit } from "@/features/credits/rules";
import { depositKeys } from "@/features/deposits/api/deposit-keys";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { withdrawalKeys } from "@/features/withdrawals/api/withdrawal-keys";
import { API_BASE } from "@/lib/api-client";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import type { Translator } from "@/lib/translator";
import { isDepositToAnnounce } from "./deposit-toast";
import { setLiveStatus } from "./live-status";

export const PLAYER_EVENTS_URL = `${API_BASE}/v2/players/events`;

function parse<T>(event: Event): T | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}

/** What each event changes in the cache: the order it carries is shown at once, then refetched. */
export function applyDepositUpdated(
  queryClient: QueryClient,
  data: PlayerEvents["deposit.updated"] | undefined,
) {
  const order = data?.order;
  if (order) {
    const open = order.status === "OPEN" || order.status === "PAID";
    queryClient.setQueryData(depositKeys.open(), open ? [order] : []);
    queryClient.setQueryData(depositKeys.detail(order.code), order);
  }
  void queryClient.invalidateQueries({ queryKey: depositKeys.all });
  void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  // A first credited deposit closes the first-deposit promotions to the player.
  if (order?.status === "SUCCESS") void queryClient.invalidateQueries({ queryKey: promotionKeys.blocking() });
}

/** Staff approved or rejected a withdrawal (or its transfer failed): the order and the credit change. */
export function applyWithdrawalUpdated(
  queryClient: QueryClient,
  data: WithdrawalEvents["withdrawal.updated"] | undefined,
) {
  const order = data?.order;
  if (order) {
    queryClient.setQueryData(withdrawalKeys.open(), order.status === "OPEN" ? [order] : []);
    queryClient.setQueryData(withdrawalKeys.detail(order.code), order);
  }
  void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
  void queryClient.invalidateQueries({ queryKey: creditKeys.all });
}

/** The player's promotion changed: shown at once, then its data and the credit it moved are refetched. */
export function applyPromotionUpdated(
  queryClient: QueryClient,
  data: PlayerEvents["promotion.updated"] | undefined,
) {
  const usage = data?.usage;
  if (usage) queryClient.setQueryData(promotionKeys.current(), usage.status === "USED" ? usage : null);
  void queryClient.invalidateQueries({ queryKey: promotionKeys.player });
  void queryClient.invalidateQueries({ queryKey: creditKeys.all });
}

export async function applyCreditUpdated(
  queryClient: QueryClient,
  data: PlayerEvents["credit.updated"] | undefined,
) {
  if (!data) {
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    return;
  }
  // A read still on its way answers an older balance than this one: it must not land after it.
  await Promise.all([
    queryClient.cancelQueries({ queryKey: creditKeys.provider(data.provider), exact: true }),
    queryClient.cancelQueries({ queryKey: creditKeys.all, exact: true }),
  ]);
  queryClient.setQueryData(creditKeys.provider(data.provider), data);
  // The event carries the new balance: the screen shows it at once, with no call to the provider.
  const credits = queryClient.getQueryData<PlayerCredits>(creditKeys.all);
  const updated = credits && withProviderCredit(credits, data);
  if (updated) queryClient.setQueryData(creditKeys.all, updated);
  else if (credits) void queryClient.invalidateQueries({ queryKey: creditKeys.all, exact: true });
}

/** A toast for a deposit credited while the player is elsewhere: how much, where, and a way to it. */
function announceDeposit(order: DepositOrder, i18n: Translator, openOrder: (code: string) => void) {
  const credit = formatCredit(
    sumDecimals([order.credit, order.bonus], CREDIT_SCALE),
    isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
  );
  toast.success(i18n.t("deposit.toast.title"), {
    id: `deposit-${order.code}`,
    description: i18n.t("deposit.toast.text", { credit, provider: i18n.t(`provider.${order.provider}`) }),
    action: { label: i18n.t("deposit.toast.view"), onClick: () => openOrder(order.code) },
  });
}

/** Pushes the player's money changes into the cache; on failure screens poll (useShouldPoll) until back. */
export function usePlayerEvents(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useTranslation();
  useEffect(() => {
    const announced = new Set<string>();
    const openOrder = (code: string) =>
      void router.navigate({ to: "/player/deposit/history", search: { order: code } });
    if (typeof EventSource === "undefined") {
      setLiveStatus("down");
      return;
    }
    setLiveStatus("connecting");
    const source = new EventSource(PLAYER_EVENTS_URL, { withCredentials: true });
    // Changes before the stream opened were not sent: the screens in view read again, the rest go stale.
    source.onopen = () => {
      setLiveStatus("live");
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      void queryClient.invalidateQueries({ queryKey: promotionKeys.player });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    };
    // The browser reconnects by itself (the server sets `retry:`); meanwhile the screens poll.
    source.onerror = () => {
      setLiveStatus("down");
      // Refused: a call the app reads asks the server why, and a 401 goes to the login screen (api-client.ts).
      if (source.readyState === EventSource.CLOSED)
        void queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => {});
    };
    source.addEventListener("deposit.updated", (event) => {
      const data = parse<PlayerEvents["deposit.updated"]>(event);
      applyDepositUpdated(queryClient, data);
      const order = data?.order;
      if (isDepositToAnnounce(order, router.state.location.pathname, announced)) {
        announced.add(order.code);
        announceDeposit(order, i18n, openOrder);
      }
    });
    source.addEventListener("withdrawal.updated", (event) =>
      applyWithdrawalUpdated(queryClient, parse<WithdrawalEvents["withdrawal.updated"]>(event)),
    );
    source.addEventListener("promotion.updated", (event) =>
      applyPromotionUpdated(queryClient, parse<PlayerEvents["promotion.updated"]>(event)),
    );
    source.addEventListener(
      "credit.updated",
      (event) => void applyCreditUpdated(queryClient, parse<PlayerEvents["credit.updated"]>(event)),
    );
    return () => {
      source.close();
      setLiveStatus("connecting");
    };
  }, [queryClient, router, i18n]);
}
