import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useProtection } from "../api/get-protection";
import { protectionKeys } from "../api/protection-keys";
import { useRealityCheck } from "../use-reality-check";

// Loaded when a check first comes due: most page loads never draw it.
const RealityCheckDialog = lazy(async () => ({
  default: (await import("./reality-check-dialog")).RealityCheckDialog,
}));

/** Held by the player area, so its timer lives across screens; draws the check when one is due. */
export function RealityCheck() {
  const queryClient = useQueryClient();
  const protection = useProtection();
  const { due, dismiss } = useRealityCheck(
    protection.data?.session.sessionStartedAt,
    protection.data?.reminderMinutes,
  );
  const dueIndex = due?.index;

  // The session's deposits and withdrawals as of now, not as of the page's load.
  useEffect(() => {
    if (dueIndex !== undefined) void queryClient.invalidateQueries({ queryKey: protectionKeys.all });
  }, [dueIndex, queryClient]);

  if (!due || !protection.data) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog check={protection.data.session} at={due.at} onClose={dismiss} />
    </Suspense>
  );
}
