import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ErrorView } from "@/components/layout/error-view";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { NetworkErrorView } from "@/components/layout/network-error-view";
import { isChunkLoadError, reloadIfChunkFailed } from "@/lib/lazy-reload";
import { isNetworkFailure } from "@/lib/network";

/**
 * A failed lazy chunk (usually a new deploy) reloads once; a retry also resets failed queries. A lost
 * network is no error of the app: the player gets the network view, never the developer's details.
 */
export function RouteError({ error, fullPage = false }: ErrorComponentProps & { fullPage?: boolean }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [reloading] = useState(() => reloadIfChunkFailed(error));

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (reloading) return <FullPageSpinner />;
  const retry = () => void router.invalidate();
  if (isNetworkFailure(error)) {
    // The browser keeps a failed module import: only a reload fetches the screen's code again.
    const again = isChunkLoadError(error) ? () => window.location.reload() : retry;
    return <NetworkErrorView retry={again} fullPage={fullPage} />;
  }
  return <ErrorView error={error} reset={retry} />;
}
