import { mayDo } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useNavigate, useParams, useRouteContext } from "@tanstack/react-router";
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChartColumn,
  Gift,
  LayoutDashboard,
  LogOut,
  Menu,
  Scale,
  ScrollText,
  Settings,
  TriangleAlert,
  UserCog,
  Users,
} from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { useLogOut } from "../features/auth/api/log-out";
import { dashboardQueryOptions } from "../features/dashboard/api/get-dashboard";
import { useAgencyEvents } from "../features/events/use-agency-events";
import { type ScreenPath, screensFor } from "../lib/screens";
import { LanguageSelect } from "./language-select";

const icons: Record<ScreenPath, typeof LayoutDashboard> = {
  dashboard: LayoutDashboard,
  withdrawals: ArrowUpFromLine,
  deposits: ArrowDownToLine,
  reconciliation: Scale,
  reports: ChartColumn,
  exceptions: TriangleAlert,
  players: Users,
  promotions: Gift,
  settings: Settings,
  staff: UserCog,
  audit: ScrollText,
};

/** The back office around every screen: the menu of the role's screens, the agency, the live status. */
export function Shell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { agency } = useParams({ from: "/$agency" });
  const { me } = useRouteContext({ from: "/$agency" });
  // Only roles that read orders follow them live; for the others there is no live status to show.
  const follows = mayDo(me.staff.role, "orders.read");
  const streaming = useAgencyEvents(agency, follows);
  const live = follows ? streaming : undefined;
  // The dashboard's figures carry the waiting count; order events refresh them like every agency query.
  const figures = useQuery({ ...dashboardQueryOptions(agency), enabled: mayDo(me.staff.role, "dashboard") });
  const waiting = figures.data?.waiting.withdrawals ?? 0;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-gold px-3 py-2 text-gold-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("nav.skip")}
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col border-border border-r bg-background-elevated lg:flex">
        <Sidebar live={live} waiting={waiting} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-border border-b bg-background/95 px-2 backdrop-blur lg:hidden">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.menu")} className="relative">
                <Menu />
                {waiting > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-gold ring-2 ring-background"
                  />
                ) : null}
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="flex w-72 flex-col p-0">
              <SheetTitle className="sr-only">{t("nav.menu")}</SheetTitle>
              <SheetDescription className="sr-only">{t("nav.menu_description")}</SheetDescription>
              <Sidebar live={live} waiting={waiting} onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <img src="/brand/logo.svg" alt="" className="h-7 w-auto" />
          <span className="truncate font-semibold text-gold-light">{t("brand.back_office")}</span>
          <LiveStatus live={live} className="ms-auto me-2" />
        </header>
        <main id="content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function Sidebar({
  live,
  waiting,
  onNavigate,
}: {
  live: boolean | undefined;
  /** OPEN withdrawals, shown on their menu entry. */
  waiting: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { me } = useRouteContext({ from: "/$agency" });
  const { agency } = useParams({ from: "/$agency" });
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-center gap-3 px-2 pt-1">
        <img src="/brand/logo.svg" alt="" className="h-9 w-auto" />
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold text-gold-light leading-tight">{t("brand.back_office")}</span>
          <span className="truncate text-muted-foreground text-xs">
            {me.agencies.find((candidate) => candidate.code === agency)?.name ?? agency}
          </span>
        </div>
      </div>
      {me.agencies.length > 1 ? <AgencySwitch /> : null}
      <nav aria-label={t("nav.label")} className="flex flex-1 flex-col gap-1 overflow-y-auto">
        {screensFor(me.staff.role).map((screen) => {
          const Icon = icons[screen.path];
          return (
            <Link
              key={screen.path}
              to={`/$agency/${screen.path}`}
              params={{ agency }}
              onClick={onNavigate}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-muted-foreground text-sm transition-colors hover:bg-white/5 hover:text-foreground"
              activeProps={{
                className: "bg-gold/10 font-semibold text-gold-light! hover:bg-gold/15",
                "aria-current": "page",
              }}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`nav.${screen.path}`)}
              {screen.path === "withdrawals" && waiting > 0 ? (
                <span
                  data-testid="waiting-badge"
                  className="ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-gold-gradient px-1.5 font-bold text-gold-foreground text-xs tabular-nums"
                >
                  <span aria-hidden="true">{formatNumber(waiting)}</span>
                  <span className="sr-only">{t("nav.waiting", { count: waiting })}</span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <div className="flex flex-col gap-3 border-border border-t pt-4">
        <LiveStatus live={live} />
        <div className="flex flex-col px-2">
          <span className="truncate font-semibold text-sm">{me.staff.username}</span>
          <span className="text-muted-foreground text-xs">{t(`role.${me.staff.role}`)}</span>
        </div>
        <LanguageSelect className="px-2" />
        <LogoutButton />
      </div>
    </div>
  );
}

/** Platform staff work on every agency: switching keeps the screen, in the other agency. */
function AgencySwitch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { me } = useRouteContext({ from: "/$agency" });
  const { agency } = useParams({ from: "/$agency" });
  return (
    <div className="flex flex-col gap-1 px-2">
      <label htmlFor={id} className="text-muted-foreground text-xs">
        {t("nav.agency")}
      </label>
      <select
        id={id}
        value={agency}
        onChange={(event) => {
          const screen = window.location.pathname.split("/")[3];
          void navigate({
            to: screen ? `/$agency/${screen as ScreenPath}` : "/$agency",
            params: { agency: event.target.value },
          });
        }}
        className="h-10 cursor-pointer rounded-md border border-border bg-surface px-2 text-foreground text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        {me.agencies.map((candidate) => (
          <option key={candidate.code} value={candidate.code}>
            {candidate.name} ({candidate.code})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether new orders arrive by themselves (the live stream is open) or need a reload. */
function LiveStatus({ live, className }: { live: boolean | undefined; className?: string }) {
  const { t } = useTranslation();
  if (live === undefined) return null;
  return (
    <span
      role="status"
      className={cn(
        "flex items-center gap-2 px-2 text-xs",
        live ? "text-success" : "text-muted-foreground",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", live ? "animate-pulse bg-success" : "bg-muted-foreground")}
      />
      {live ? t("live.on") : t("live.off")}
    </span>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogOut(() => navigate({ to: "/login" }));
  return (
    <Button
      variant="ghost"
      className="justify-start"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <LogOut />
      {t("nav.logout")}
    </Button>
  );
}
