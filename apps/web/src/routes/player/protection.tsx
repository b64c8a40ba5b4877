import { createFileRoute, Link } from "@tanstack/react-router";
import { LifeBuoy, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useProtection } from "@/features/protection/api/get-protection";
import { BreakPanel } from "@/features/protection/components/break-panel";
import { LimitsPanel } from "@/features/protection/components/limits-panel";
import { ReminderPanel } from "@/features/protection/components/reminder-panel";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "./-components/screen-title";

export const Route = createFileRoute("/player/protection")({
  loader: async ({ context }) =>
    (await import("@/features/protection/preload")).preloadProtectionScreen(context.queryClient),
  component: ProtectionScreen,
});

const card =
  "rounded-2xl border border-gold/25 bg-surface/90 p-4 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6";

function ProtectionScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.protection.title"), useAgencyInfo().name);
  const protection = useProtection();
  const rates = useExchangeRates();
  // Read once per visit: whether a waiting change may be confirmed is decided against it.
  const [now] = useState(() => Date.now());

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 sm:gap-5 sm:py-6 lg:max-w-6xl">
      <ScreenTitle title="page.protection.title" icon={<ShieldCheck />} />
      <p className="-mt-1 text-muted-foreground text-sm">
        {t("protection.intro")}{" "}
        <Link
          to="/responsible-gaming"
          className="inline-flex items-center gap-1 text-gold-light underline underline-offset-4"
        >
          <LifeBuoy className="size-4" aria-hidden />
          {t("protection.help_link")}
        </Link>
      </p>
      {protection.data ? (
        <>
          <div className={card}>
            <LimitsPanel protection={protection.data} rates={rates.data} now={now} />
          </div>
          <div className={card}>
            <ReminderPanel minutes={protection.data.reminderMinutes} />
          </div>
          <div className={card}>
            <BreakPanel />
          </div>
        </>
      ) : protection.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {t(errorKey(protection.error))}
        </p>
      ) : (
        <SkeletonGroup className="flex flex-col gap-4">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </SkeletonGroup>
      )}
    </div>
  );
}
