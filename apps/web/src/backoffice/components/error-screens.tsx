import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { House } from "lucide-react";
import { useEffect, useState } from "react";
import { ErrorView } from "@/components/layout/error-view";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { reloadIfChunkFailed } from "@/lib/lazy-reload";

/** A failed lazy chunk (a new deploy) reloads once; anything else offers to show the error and retry. */
export function BackOfficeError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [reloading] = useState(() => reloadIfChunkFailed(error));
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  if (reloading) return <FullPageSpinner />;
  return <ErrorView error={error} reset={() => void router.invalidate()} />;
}

export function BackOfficeNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-gold-gradient font-semibold text-7xl leading-none tracking-tight">
        404
      </p>
      <h1 className="font-semibold text-2xl text-foreground">{t("common.not_found")}</h1>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <House />
          {t("nav.home")}
        </Link>
      </Button>
    </section>
  );
}
