import { useCallback, useEffect, useState } from "react";
import { hearChecksShown, tellCheckShown } from "./reality-check-tabs";
import { nextRealityCheck } from "./rules";

export interface DueCheck {
  /** Which check of the session it is: the first after one reminder's time, and so on. */
  index: number;
  /** When it came due, to say how long the player has been on the site. */
  at: number;
}

/**
 * Every `minutes` of the session, counted from its start (not from this page's load), a check comes due.
 * Only a visible tab shows it, and only one tab: the first to show it tells the others, who skip it.
 * A tab hidden when it comes due shows it on return unless another tab did.
 */
export function useRealityCheck(
  sessionStartedAt: string | undefined,
  minutes: number | null | undefined,
): { due: DueCheck | undefined; dismiss: () => void } {
  const [due, setDue] = useState<DueCheck>();

  useEffect(() => {
    if (!sessionStartedAt || !minutes) {
      setDue(undefined);
      return;
    }
    let seen = 0;
    let waiting: DueCheck | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const show = (check: DueCheck) => {
      waiting = undefined;
      if (check.index <= seen) return;
      seen = check.index;
      tellCheckShown(check.index);
      setDue(check);
    };
    const schedule = () => {
      const next = nextRealityCheck(sessionStartedAt, minutes, Date.now());
      if (!next) return;
      timer = setTimeout(() => {
        if (document.visibilityState === "hidden") waiting = next;
        else show(next);
        schedule();
      }, next.at - Date.now());
    };
    const returned = () => {
      if (document.visibilityState === "visible" && waiting) show({ ...waiting, at: Date.now() });
    };

    const stopHearing = hearChecksShown((index) => {
      seen = Math.max(seen, index);
      if (waiting && waiting.index <= seen) waiting = undefined;
    });
    document.addEventListener("visibilitychange", returned);
    schedule();
    return () => {
      clearTimeout(timer);
      stopHearing();
      document.removeEventListener("visibilitychange", returned);
    };
  }, [sessionStartedAt, minutes]);

  const dismiss = useCallback(() => setDue(undefined), []);
  return { due, dismiss };
}
