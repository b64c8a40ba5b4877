import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ErrorView } from "@/components/layout/error-view";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { reloadIfChunkFailed } from "@/lib/lazy-reload";

/** A failed lazy chunk (usually a new deploy) reloads once; a retry also resets failed queries. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [reloading] = useState(() => reloadIfChunkFailed(error));

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (reloading) return <FullPageSpinner />;
  return <ErrorView error={error} reset={() => void router.invalidate()} />;
}
