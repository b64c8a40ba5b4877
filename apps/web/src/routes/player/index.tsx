import { createFileRoute, Link, type LinkProps } from "@tanstack/react-router";
import { Crown } from "lucide-react";
import { type ComponentType, Suspense } from "react";
import {
  BankIcon,
  DepositIcon,
  GamesIcon,
  HistoryIcon,
  PromotionIcon,
  WithdrawIcon,
} from "@/components/screen-icons";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useMe } from "@/features/auth/api/get-me";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { popularGamesQueryOptions } from "@/features/games/api/get-games";
import { GameCategoryLinks } from "@/features/games/components/game-category-links";
import { PopularGames } from "@/features/games/components/popular-games";
import { ProviderCards } from "@/features/games/components/provider-cards";
import { promotionsQueryOptions } from "@/features/promotions/api/get-promotions";
import { PromotionBanners } from "@/features/promotions/components/promotion-banners";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import { useTranslation } from "@/lib/i18n-react";
import { JUST_READ_MS } from "@/lib/query-client";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/player/")({
  // Placeholders keep their places: a slow provider leaves the server's page with the credit's placeholder.
  staticData: { drawnWithPlaceholders: true },
  // Not waited for; the page's credit is taken as is for a moment, then read again as the panel mounts.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery({ ...creditsQueryOptions(), staleTime: JUST_READ_MS });
    void queryClient.prefetchQuery(exchangeRatesQueryOptions());
    void queryClient.prefetchQuery(promotionsQueryOptions());
    void queryClient.prefetchQuery(popularGamesQueryOptions());
  },
  component: PlayerHome,
});

interface QuickLink {
  text: string;
  to: LinkProps["to"];
  icon: ComponentType<{ className?: string }>;
}

const quickLinks: QuickLink[] = [
  { text: "menu.deposit", to: "/player/deposit", icon: DepositIcon },
  { text: "menu.withdraw", to: "/player/withdraw", icon: WithdrawIcon },
  { text: "menu.games", to: "/player/game/alphabet", icon: GamesIcon },
  { text: "menu.promotion", to: "/player/promotion", icon: PromotionIcon },
  { text: "menu.bank", to: "/player/bank", icon: BankIcon },
  { text: "menu.history", to: "/player/deposit/history", icon: HistoryIcon },
];

/** A phone shows one column; a wide screen sets the shortcuts beside the credit. */
function PlayerHome() {
  const { t } = useTranslation();
  const player = useMe();
  useDocumentTitle(player.displayName, useAgencyInfo().name);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6 lg:grid lg:max-w-6xl lg:grid-cols-12 lg:gap-6">
      <section className="relative overflow-hidden rounded-2xl border border-gold/30 bg-[radial-gradient(ellipse_at_top_right,rgb(212_175_55/0.22),transparent_60%)] px-5 py-6 lg:col-span-5">
        <Crown className="absolute -right-2 -bottom-3 size-24 text-gold/10" aria-hidden />
        <p className="text-muted-foreground text-sm">{t("player.welcome")}</p>
        <h1 className="mt-1 font-bold text-2xl text-gold-gradient">{player.displayName}</h1>
        <p className="mt-1 text-muted-foreground text-xs">
          {t("player.username")}: <span className="font-mono text-foreground">{player.username}</span>
        </p>
      </section>
      <div className="lg:col-span-7 lg:row-span-2">
        <CreditsPanel />
      </div>
      {/* On a phone the bottom bar already leads there, so the shortcuts come last. */}
      <nav aria-label={t("player.quick_links")} className="max-lg:order-last lg:col-span-5">
        <ul className="grid grid-cols-3 gap-3">
          {quickLinks.map((link) => (
            <li key={link.text}>
              <Link
                to={link.to}
                className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface px-2 py-3 text-center text-sm transition-colors hover:border-gold/50 hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-gold lg:min-h-20"
              >
                <link.icon className="size-6 text-gold-light" />
                <span>{t(link.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PromotionBanners className="lg:col-span-12" />
      {/* Below a phone's first screen: drawn once scrolled near, hydrated in a pass of their own. */}
      <Suspense fallback={null}>
        <PopularGames className="render-near-view lg:col-span-12" />
        <ProviderCards className="render-near-view lg:col-span-12 [contain-intrinsic-size:auto_20rem]" />
        <GameCategoryLinks className="render-near-view lg:col-span-12 [contain-intrinsic-size:auto_15rem]" />
      </Suspense>
    </div>
  );
}
