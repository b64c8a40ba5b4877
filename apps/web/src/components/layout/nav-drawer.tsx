import { socialLinks } from "@kham/contract";
import { useRouterState } from "@tanstack/react-router";
import { ChevronDown, LogIn, UserPlus, UserRound, X } from "lucide-react";
import { Fragment, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { usePlayerInfo } from "@/features/auth/api/get-player-info";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { AdultsOnlyMark } from "./adults-only-mark";
import { AgencyLogo } from "./agency-logo";
import { containsActiveEntry, isEntryActive, type NavEntry, playerNavGroups } from "./nav-entries";
import { NavLink } from "./nav-link";
import { SocialBadge } from "./social-badge";
import { socialLinkLooks, socialLinkUrl } from "./social-links";

/** The drawer is exactly this wide (never wider than the screen). */
export const NAV_DRAWER_WIDTH = 393;

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation();
  const agency = useAgencyInfo();
  const playerInfo = usePlayerInfo();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="p-0" style={{ width: NAV_DRAWER_WIDTH, maxWidth: "100vw" }}>
        <div className="flex items-center justify-between gap-3 border-gold/15 border-b px-4 py-3">
          <AgencyLogo agency={agency} />
          <SheetClose asChild>
            <Button
              variant="ghost"
              className="gap-1.5 px-3 text-muted-foreground"
              aria-label={t("home.drawer.close")}
            >
              <X className="size-5" />
              {t("home.drawer.close")}
            </Button>
          </SheetClose>
        </div>
        <SheetTitle className="sr-only">{agency.name}</SheetTitle>
        <SheetDescription className="sr-only">{t("header.menu")}</SheetDescription>

        {playerInfo ? (
          <nav aria-label={t("header.menu")} className="flex flex-col gap-1 p-3">
            <div className="mb-2 flex items-center gap-3 rounded-xl border border-gold/20 bg-gold/5 px-3 py-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-gradient text-gold-foreground">
                <UserRound className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold text-gold-light">
                  {playerInfo.player.displayName || playerInfo.player.username}
                </span>
                <span className="block truncate text-muted-foreground text-xs">
                  @{playerInfo.player.username}
                </span>
              </span>
            </div>
            {playerNavGroups.map((group, index) => (
              <Fragment key={group[0]?.text ?? index}>
                {index > 0 && <hr className="mx-3 my-2 border-gold/15" />}
                <ul className="flex flex-col gap-0.5">
                  {group.map((entry) => (
                    <NavEntryItem key={entry.text} entry={entry} onFollow={close} />
                  ))}
                </ul>
              </Fragment>
            ))}
          </nav>
        ) : (
          <div className="flex flex-col gap-3 p-5">
            <Button asChild variant="outline" size="lg">
              <NavLink link="/login" onClick={close}>
                <LogIn />
                {t("home.drawer.login")}
              </NavLink>
            </Button>
            <Button asChild size="lg">
              <NavLink link="/register" onClick={close}>
                <UserPlus />
                {t("home.drawer.register")}
              </NavLink>
            </Button>
          </div>
        )}
        <NavLink
          link="/responsible-gaming"
          onClick={close}
          className="mx-3 mt-auto flex min-h-12 items-center gap-3 rounded-xl px-3 text-muted-foreground text-sm outline-none hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-gold"
        >
          <AdultsOnlyMark />
          <span>{t("footer.responsible_link")}</span>
        </NavLink>
        <DrawerContacts />
      </SheetContent>
    </Sheet>
  );
}

/** The agency's channels at the foot of the drawer, so help is one tap away from any menu. */
function DrawerContacts() {
  const { t } = useTranslation();
  const agency = useAgencyInfo();
  return (
    <section className="border-gold/10 border-t px-5 pt-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
      <h2 className="mb-3 text-muted-foreground text-xs">{t("contact.title")}</h2>
      <ul className="flex gap-3">
        {socialLinks.map((link) => {
          const url = socialLinkUrl(agency, link);
          if (!url) return null;
          return (
            <li key={link}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(socialLinkLooks[link].textKey)}
                className="inline-flex size-11 items-center justify-center rounded-full outline-none transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-gold"
              >
                <SocialBadge link={link} className="size-10" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const entryClasses =
  "flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-left text-[0.95rem] text-foreground outline-none transition-colors hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-gold [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-gold";
const activeClasses =
  "bg-gold/12 text-gold-light shadow-[inset_3px_0_0_var(--color-gold)] hover:bg-gold/15 font-semibold";

function NavEntryItem({
  entry,
  onFollow,
  depth = 0,
}: {
  entry: NavEntry;
  onFollow: () => void;
  depth?: number;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A submenu starts open when it holds the current page; the games list is always shown first.
  const [expanded, setExpanded] = useState(
    () => entry.text === "menu.games" || containsActiveEntry(pathname, entry),
  );
  const text = t(entry.text);
  const Icon = entry.icon;

  if (entry.children) {
    const listId = `nav-${entry.text.replace(/\W/g, "-")}`;
    return (
      <li>
        <button
          type="button"
          className={entryClasses}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          <Icon />
          <span className="flex-1">{text}</span>
          <ChevronDown
            className={cn("size-4! text-muted-foreground! transition-transform", expanded && "rotate-180")}
          />
        </button>
        {expanded && (
          <ul id={listId} className="ml-5 flex flex-col gap-0.5 border-gold/15 border-l py-1 pl-2">
            {entry.children.map((child) => (
              <NavEntryItem key={child.text} entry={child} onFollow={onFollow} depth={depth + 1} />
            ))}
          </ul>
        )}
      </li>
    );
  }

  const active = isEntryActive(pathname, entry.link);
  return (
    <li>
      <NavLink
        link={entry.link ?? "/"}
        onClick={onFollow}
        className={cn(entryClasses, active && activeClasses)}
      >
        <Icon />
        <span>{text}</span>
      </NavLink>
    </li>
  );
}
