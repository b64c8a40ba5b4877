import type { WithdrawalEvents } from "@kham/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { API_BASE } from "@/lib/api-client";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { backOfficeKeys } from "../../lib/keys";
import { announceWithdrawal } from "../alerts/withdrawal-alerts";
import { authKeys } from "../auth/api/auth-keys";
import { meQueryOptions } from "../auth/api/get-me";

/** How long to wait before opening a stream the server closed (a restart, a deploy). */
export const REOPEN_MS = 5000;

const NEW_WITHDRAWAL_TOAST_MS = 8000;

export function agencyEventsUrl(agency: string): string {
  return `${API_BASE}/admin/v1/agencies/${encodeURIComponent(agency)}/events`;
}

function parse<T>(event: Event): T | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}

/** The stream ends with the staff session; only roles that read orders open it. Answers whether it is open. */
export function useAgencyEvents(agency: string, enabled: boolean): boolean {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) });

    const open = () => {
      source = new EventSource(agencyEventsUrl(agency), { withCredentials: true });
      source.onopen = () => {
        setLive(true);
        // Orders may have changed while the stream was down.
        refresh();
      };
      source.addEventListener("withdrawal.updated", (event) => {
        const order = parse<WithdrawalEvents["withdrawal.updated"]>(event)?.order;
        if (order?.status === "OPEN" && order.createdAt === order.updatedAt) {
          const text = t("live.new_withdrawal", { code: order.code, amount: formatCredit(order.amount) });
          toast.info(text, { duration: NEW_WITHDRAWAL_TOAST_MS });
          announceWithdrawal({ code: order.code, text, title: t("alerts.title") });
        }
        refresh();
      });
      source.addEventListener("deposit.updated", refresh);
      source.onerror = async () => {
        setLive(false);
        // The browser retries a dropped stream by itself; a refused one (401, 403) stays closed.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
        const me = await queryClient.fetchQuery(meQueryOptions());
        if (stopped) return;
        if (me === null) {
          queryClient.clear();
          await navigate({ to: "/login" });
          return;
        }
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setLive(false);
    };
  }, [agency, enabled, queryClient, navigate, t]);

  return live;
}
