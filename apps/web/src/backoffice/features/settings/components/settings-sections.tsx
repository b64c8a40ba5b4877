import { mayDo } from "@kham/contract";
import { useRouteContext } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { BanksSection } from "./banks-section";
import { DomainsSection } from "./domains-section";
import { GameProvidersSection } from "./game-providers-section";
import { GatewaySection } from "./gateway-section";
import { LimitsSection } from "./limits-section";
import { PaymentMethodsSection } from "./payment-methods-section";
import { ProfileSection } from "./profile-section";
import { PromotionThresholdSection } from "./promotion-threshold-section";
import { RatesSection } from "./rates-section";
import { StaffAlertsSection } from "./staff-alerts-section";

/** The sections in the order they appear, for the in-page contents on wide screens. */
const sections = [
  "profile",
  "domains",
  "rates",
  "limits",
  "gateway",
  "game-providers",
  "alerts",
  "payment-methods",
  "banks",
  "promotions",
] as const;
const sectionTitle: Record<(typeof sections)[number], string> = {
  profile: "settings.profile",
  domains: "settings.domains",
  rates: "settings.rates",
  limits: "settings.limits",
  gateway: "settings.gateway",
  "game-providers": "settings.game_providers",
  alerts: "settings.alerts",
  "payment-methods": "settings.payment_methods",
  banks: "settings.banks",
  promotions: "settings.threshold",
};

/** Every section, with the in-page contents beside them on wide screens. */
export function SettingsSections({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const { me } = useRouteContext({ from: "/$agency" });
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
        <GatewaySection agency={agency} editable={mayDo(me.staff.role, "settings")} />
        <GameProvidersSection agency={agency} editable={mayDo(me.staff.role, "settings")} />
        <StaffAlertsSection agency={agency} editable={mayDo(me.staff.role, "settings")} />
        <PaymentMethodsSection agency={agency} settings={settings} />
        <BanksSection agency={agency} settings={settings} />
        <PromotionThresholdSection agency={agency} settings={settings} />
      </div>
    </div>
  );
}
