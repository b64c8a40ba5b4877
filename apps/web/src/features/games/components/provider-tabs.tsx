import { type Provider, providers } from "@kham/contract";
import { GameScreenLink } from "@/components/game-screen-link";
import { ProviderMark } from "@/components/provider-mark";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** The four providers' screens side by side, so a player moves between them without the menu. */
export function ProviderTabs({ current }: { current: Provider }) {
  const { t } = useTranslation();
  return (
    // From lg the top bar's own navigation lists the providers, so this one is for phones and tablets.
    <nav
      aria-label={t("game.providers")}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 lg:hidden"
    >
      <ul className="flex w-max gap-1 rounded-xl border border-border bg-background-elevated p-1 sm:w-full">
        {providers.map((provider) => (
          <li key={provider} className="sm:flex-1">
            <GameScreenLink
              provider={provider}
              // askmebet is current on any of its tabs.
              activeOptions={{ exact: true, includeSearch: false }}
              aria-current={provider === current ? "page" : undefined}
              className={cn(
                "flex h-11 items-center justify-center gap-2 rounded-lg px-3 font-semibold text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-gold",
                provider === current
                  ? "bg-surface-raised text-gold-light shadow-[inset_0_0_0_1px_rgb(212_175_55/0.45)]"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <ProviderMark provider={provider} className="size-5" />
              {t(`provider.${provider}`)}
            </GameScreenLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
