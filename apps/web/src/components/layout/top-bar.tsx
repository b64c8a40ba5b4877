import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { DepositIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { usePlayerInfo } from "@/features/auth/api/get-player-info";
import { useTranslation } from "@/lib/i18n-react";
import { AgencyLogo } from "./agency-logo";
import { ContactMenu } from "./contact-menu";
import { LanguageMenu } from "./language-menu";
import { UserMenu } from "./user-menu";

// Only a player has the row of entries (wide screens): its code stays out of a visitor's first screen.
const DesktopNav = lazy(() => import("./desktop-nav").then((module) => ({ default: module.DesktopNav })));

export interface TopBarProps {
  onOpenMenu: () => void;
  onChangePassword: () => void;
}

export function TopBar({ onOpenMenu, onChangePassword }: TopBarProps) {
  const { t } = useTranslation();
  const agency = useAgencyInfo();
  const playerInfo = usePlayerInfo();

  return (
    <header className="sticky top-0 z-40 border-gold/15 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-1.5 sm:gap-2 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t("header.menu")}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <Menu className="size-6 text-gold-light" />
        </Button>
        <Link to="/" className="inline-flex h-11 shrink-0 items-center rounded-md">
          <AgencyLogo agency={agency} />
        </Link>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
          {playerInfo && (
            <Button asChild className="max-md:hidden">
              <Link to="/player/deposit">
                <DepositIcon />
                {t("header.deposit")}
              </Link>
            </Button>
          )}
          <LanguageMenu />
          <div className="phone:hidden">
            <ContactMenu />
          </div>
          {playerInfo ? (
            <UserMenu player={playerInfo.player} onChangePassword={onChangePassword} />
          ) : (
            <div className="flex items-center gap-1.5 max-[400px]:gap-1">
              <Button
                asChild
                variant="outline"
                size="sm"
                className="h-11 px-2.5 max-[400px]:px-2 sm:px-5 sm:text-sm"
              >
                <Link to="/login">{t("header.login")}</Link>
              </Button>
              {/* Below 360 px the row has no room for both; the drawer, the landing page and the login screen offer it. */}
              <Button
                asChild
                size="sm"
                className="h-11 px-2.5 max-[400px]:px-2 max-[359.98px]:hidden sm:px-5 sm:text-sm"
              >
                <Link to="/register">{t("header.register")}</Link>
              </Button>
            </div>
          )}
        </div>
      </div>
      {playerInfo && (
        // The row's height (3.25 rem and its top border) is kept while its code loads: nothing below moves.
        <Suspense
          fallback={
            <div aria-hidden="true" className="box-content h-13 border-gold/10 border-t max-lg:hidden" />
          }
        >
          <DesktopNav />
        </Suspense>
      )}
    </header>
  );
}
