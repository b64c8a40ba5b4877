import { useQuery } from "@tanstack/react-query";
import { createLazyRoute, getRouteApi } from "@tanstack/react-router";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../components/page-header";
import { type AgencySettings, settingsQueryOptions } from "./api";
import { BanksSection } from "./components/banks-section";
import { DomainsSection } from "./components/domains-section";
import { LimitsSection } from "./components/limits-section";
import { PaymentMethodsSection } from "./components/payment-methods-section";
import { ProfileSection } from "./components/profile-section";
import { PromotionThresholdSection } from "./components/promotion-threshold-section";
import { RatesSection } from "./components/rates-section";

export const Route = createLazyRoute("/$agency/settings")({ component: SettingsScreen });

const route = getRouteApi("/$agency/settings");

/** The sections in the order they appear, for the in-page contents on wide screens. */
const sections = ["profile", "domains", "rates", "limits", "payment-methods", "banks", "promotions"] as const;
const sectionTitle: Record<(typeof sections)[number], string> = {
  profile: "settings.profile",
  domains: "settings.domains",
  rates: "settings.rates",
  limits: "settings.limits",
  "payment-methods": "settings.payment_methods",
  banks: "settings.banks",
  promotions: "settings.threshold",
};

/**
 * The owner's settings of the agency, one card per subject, each saved on its own: a change to a
 * rate never waits on, or resets, an unsaved change to the profile.
 */
function SettingsScreen() {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const settings = useQuery(settingsQueryOptions(agency));
  return (
    <>
      <PageHeader title={t("nav.settings")} description={t("settings.intro")} />
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : settings.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm"
        >
          {t(errorKey(settings.error))}
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            <RotateCw />
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <Sections agency={agency} settings={settings.data} />
      )}
    </>
  );
}

function Sections({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 xl:grid-cols-[11rem_minmax(0,1fr)]">
      <nav aria-label={t("settings.contents")} className="hidden xl:block">
        <ul className="sticky top-6 flex flex-col gap-1 text-sm">
          {sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="block rounded-lg px-3 py-2 text-muted-foreground hover:bg-white/5 hover:text-gold-light"
              >
                {t(sectionTitle[id])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileSection agency={agency} settings={settings} />
        <DomainsSection agency={agency} settings={settings} />
        <RatesSection agency={agency} settings={settings} />
        <LimitsSection agency={agency} settings={settings} />
        <PaymentMethodsSection agency={agency} settings={settings} />
        <BanksSection agency={agency} settings={settings} />
        <PromotionThresholdSection agency={agency} settings={settings} />
      </div>
    </div>
  );
}
