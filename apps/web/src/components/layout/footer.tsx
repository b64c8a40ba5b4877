import { gameCategories } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import type { Ref } from "react";
import { GameCategoryIcon } from "@/components/game-category-icon";
import { GameScreenLink } from "@/components/game-screen-link";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useBanks } from "@/features/banks/api/get-banks";
import { useTranslation } from "@/lib/i18n-react";
import { AdultsOnlyMark } from "./adults-only-mark";
import { AgencyLogo } from "./agency-logo";

/** Two layouts: stacked and centred up to 768 px, columns from 769 px. */
export function Footer({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const agency = useAgencyInfo();
  const banks = useBanks();

  return (
    <footer
      ref={ref}
      className="render-near-view mt-16 border-gold/15 border-t bg-background-elevated/80 [contain-intrinsic-size:auto_32rem]"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 upto-tablet:text-center past-tablet:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)] past-tablet:px-6">
        <section className="flex flex-col gap-3 upto-tablet:items-center">
          <AgencyLogo agency={agency} loading="lazy" />
          <p className="max-w-sm text-muted-foreground text-sm">{t("footer.about")}</p>
        </section>

        <section aria-labelledby="footer-banks">
          <h2
            id="footer-banks"
            className="mb-4 font-semibold text-gold-light text-sm uppercase tracking-wider"
          >
            {t("footer.banks")}
          </h2>
          <ul className="grid grid-cols-2 gap-2 upto-tablet:mx-auto upto-tablet:max-w-sm">
            {banks.map((bank) => (
              <li
                key={bank.code}
                title={bank.name}
                className="flex min-h-12 items-center gap-2.5 rounded-xl border border-border bg-surface/70 p-2 text-left"
              >
                <img
                  src={bank.logoUrl}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 shrink-0 rounded-lg"
                />
                <span className="text-foreground/90 text-xs leading-snug">{bank.name}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-categories">
          <h2
            id="footer-categories"
            className="mb-4 font-semibold text-gold-light text-sm uppercase tracking-wider"
          >
            {t("footer.categories")}
          </h2>
          {/* Each category opens askmebet's tab of it, where every category has games. */}
          <ul className="flex flex-wrap gap-2 upto-tablet:justify-center">
            {gameCategories.map((category) => (
              <li key={category}>
                <GameScreenLink
                  provider="askmebet"
                  category={category}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gold/25 bg-gold/5 px-3 py-1.5 text-foreground/90 text-sm outline-none transition-colors hover:border-gold/60 hover:text-gold-light focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <GameCategoryIcon category={category} className="size-4 text-gold" />
                  {t(`category.${category}`)}
                </GameScreenLink>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-white/5 border-t">
        <div className="mx-auto flex max-w-7xl gap-3 px-4 py-5 text-muted-foreground text-xs upto-tablet:flex-col upto-tablet:items-center upto-tablet:text-center past-tablet:items-center past-tablet:justify-between past-tablet:px-6">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: agency.name })}</p>
          <p className="flex items-center gap-2.5 text-left">
            <AdultsOnlyMark />
            <span>
              {t("footer.responsible")}{" "}
              <Link to="/responsible-gaming" className="font-semibold text-gold-light underline">
                {t("footer.responsible_link")}
              </Link>
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
