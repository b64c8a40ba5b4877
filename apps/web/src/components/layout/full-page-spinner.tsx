import { useQueryClient } from "@tanstack/react-query";
import { agencyInfoQueryOptions } from "@/features/agency/api/get-agency-info";
import { useTranslation } from "@/lib/i18n-react";
import { AgencyLogo } from "./agency-logo";

/** Shown while a route is pending: the agency's logo (once known, else the brand's) inside a gold ring. */
export function FullPageSpinner() {
  // Read without subscribing or fetching: the spinner may show before the agency has loaded.
  const agency = useQueryClient().getQueryData(agencyInfoQueryOptions().queryKey)?.agency;
  // The spinner shows while translations may still be loading, so it must never suspend itself.
  const { t, ready } = useTranslation({ suspend: false });
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-background"
    >
      <div className="relative flex size-36 items-center justify-center">
        <span className="absolute inset-0 animate-spin rounded-full border-2 border-gold/15 border-t-gold-light [animation-duration:1.1s]" />
        <span className="absolute inset-3 rounded-full bg-[radial-gradient(circle,rgb(212_175_55/0.14),transparent_70%)]" />
        <AgencyLogo agency={agency} className="relative" />
      </div>
      <span className="min-h-5 text-muted-foreground text-sm">{ready ? t("common.loading") : ""}</span>
    </div>
  );
}
