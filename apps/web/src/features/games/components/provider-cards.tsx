import { providers } from "@kham/contract";
import { ChevronRight } from "lucide-react";
import { GameScreenLink } from "@/components/game-screen-link";
import { ProviderMark } from "@/components/provider-mark";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** The four providers as cards with their marks and what they offer, each opening its game screen. */
export function ProviderCards({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="provider-cards-title" className={className}>
      <h2 id="provider-cards-title" className="mb-3 font-bold text-gold-light text-xl">
        {t("landing.providers_title")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {providers.map((provider) => (
          <li key={provider}>
            <GameScreenLink
              provider={provider}
              className={cn(
                "border-gold-gradient group flex h-full min-h-28 flex-col items-center justify-center gap-2 rounded-2xl px-3 py-4 text-center outline-none transition-[filter] hover:brightness-125 focus-visible:ring-2 focus-visible:ring-gold",
                "lg:flex-row lg:justify-start lg:gap-3 lg:px-4 lg:text-left",
              )}
            >
              <ProviderMark
                provider={provider}
                className="size-10 drop-shadow-[0_4px_12px_rgb(212_175_55/0.35)]"
              />
              <span className="flex min-w-0 flex-col gap-0.5 lg:flex-1">
                <span className="flex items-center justify-center gap-0.5 font-bold text-gold-gradient text-lg uppercase tracking-wide lg:justify-start">
                  {t(`provider.${provider}`)}
                  <ChevronRight className="size-4 shrink-0 text-gold" aria-hidden />
                </span>
                <span className="text-muted-foreground text-xs">
                  {t(`landing.provider_text.${provider}`)}
                </span>
              </span>
            </GameScreenLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
