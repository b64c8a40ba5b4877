import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { Headset, QrCode, ShieldCheck, Zap } from "lucide-react";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { isPlayerLoggedIn } from "@/features/auth/api/get-player-info";
import { popularGamesQueryOptions } from "@/features/games/api/get-games";
import { GameCategoryLinks } from "@/features/games/components/game-category-links";
import { PopularGames } from "@/features/games/components/popular-games";
import { ProviderCards } from "@/features/games/components/provider-cards";
import { promotionsQueryOptions } from "@/features/promotions/api/get-promotions";
import { PromotionBanners } from "@/features/promotions/components/promotion-banners";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The visitors' home; a logged-in player goes straight to /player. */
export const Route = createFileRoute("/")({
  beforeLoad: async ({ context }) => {
    if (await isPlayerLoggedIn(context.queryClient)) throw redirect({ to: "/player" });
  },
  // Placeholders keep their places: a slow provider leaves the server's page with the games' placeholders.
  staticData: { drawnWithPlaceholders: true },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(promotionsQueryOptions());
    void queryClient.prefetchQuery(popularGamesQueryOptions());
  },
  component: Landing,
});

const highlights = [
  { icon: <QrCode />, title: "landing.highlight.qr_title", text: "landing.highlight.qr_text" },
  { icon: <Zap />, title: "landing.highlight.fast_title", text: "landing.highlight.fast_text" },
  { icon: <ShieldCheck />, title: "landing.highlight.safe_title", text: "landing.highlight.safe_text" },
  { icon: <Headset />, title: "landing.highlight.support_title", text: "landing.highlight.support_text" },
];

function Landing() {
  const { t } = useTranslation();
  useDocumentTitle(t("landing.title"), useAgencyInfo().name);
  return (
    <div className="flex flex-col gap-12 pb-6">
      <section className="relative overflow-hidden rounded-3xl border border-gold/25 bg-surface/40">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(245_215_110/0.26),transparent_65%)]"
        />
        <div className="relative mx-auto flex max-w-6xl flex-col items-center gap-6 px-5 py-12 text-center sm:py-20">
          <p className="rounded-full border border-gold/40 bg-gold/10 px-4 py-1 font-medium text-gold-light text-xs tracking-wide">
            {t("landing.badge")}
          </p>
          <h1 className="max-w-2xl text-balance font-extrabold text-4xl text-gold-gradient leading-tight sm:text-5xl">
            {t("landing.title")}
          </h1>
          <p className="max-w-xl text-base text-muted-foreground sm:text-lg">{t("landing.subtitle")}</p>
          <div className="flex w-full max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to="/register">{t("landing.cta_register")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t("landing.cta_login")}</Link>
            </Button>
          </div>
        </div>
      </section>

      <PromotionBanners className="mx-auto w-full max-w-6xl" />

      {/* Below a phone's first screen: drawn once scrolled near, hydrated in a pass of their own. */}
      <Suspense fallback={null}>
        <PopularGames className="render-near-view mx-auto w-full max-w-6xl" />

        <ProviderCards className="render-near-view mx-auto w-full max-w-6xl [contain-intrinsic-size:auto_20rem]" />

        <GameCategoryLinks className="render-near-view mx-auto w-full max-w-6xl [contain-intrinsic-size:auto_15rem]" />

        <section
          aria-labelledby="landing-why"
          className="render-near-view mx-auto w-full max-w-6xl [contain-intrinsic-size:auto_26rem]"
        >
          <h2 id="landing-why" className="mb-4 font-bold text-gold-light text-xl">
            {t("landing.why_title")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {highlights.map((highlight) => (
              <li
                key={highlight.title}
                className="flex gap-3 rounded-2xl border border-border bg-surface/80 p-4"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold/10 text-gold-light ring-1 ring-gold/30 [&_svg]:size-5">
                  {highlight.icon}
                </span>
                <span>
                  <span className="block font-semibold">{t(highlight.title)}</span>
                  <span className="block text-muted-foreground text-sm">{t(highlight.text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Suspense>
    </div>
  );
}
