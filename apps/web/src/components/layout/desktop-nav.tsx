import { ChevronDown } from "lucide-react";
import { Fragment, lazy } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { DeferredMenu } from "./deferred-menu";
import { type NavEntry, playerNavGroups } from "./nav-entries";
import { NavLink } from "./nav-link";

const SubmenuContent = lazy(() =>
  import("./nav-submenu").then((module) => ({ default: module.SubmenuContent })),
);

const linkClasses =
  "inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg px-3 text-muted-foreground text-sm outline-none transition-colors hover:bg-white/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-gold aria-[current=page]:bg-gold/12 aria-[current=page]:text-gold-light data-[state=open]:bg-white/5 data-[state=open]:text-foreground [&_svg]:size-4 [&_svg]:text-gold";

/** Wide screens have no menu toggle, so the drawer's entries sit in a row under the top bar. */
export function DesktopNav() {
  const { t } = useTranslation();
  const label = (entry: NavEntry) => t(entry.text);

  return (
    <nav aria-label={t("header.menu")} className="border-gold/10 border-t max-lg:hidden">
      <div className="mx-auto flex h-13 max-w-7xl items-center gap-1 overflow-x-auto px-4">
        {playerNavGroups.map((group, index) => (
          <Fragment key={group[0]?.text ?? index}>
            {index > 0 && <span aria-hidden="true" className="mx-2 h-5 w-px bg-gold/20" />}
            {group.flatMap((entry) => {
              if (!entry.children) return [<EntryLink key={entry.text} entry={entry} text={label(entry)} />];
              if (entry.text === "menu.games") {
                return entry.children.map((child) => (
                  <EntryLink key={child.text} entry={child} text={label(child)} />
                ));
              }
              const Icon = entry.icon;
              const trigger = (
                <button key="trigger" type="button" className={linkClasses}>
                  <Icon />
                  {label(entry)}
                  <ChevronDown className="size-3.5! text-muted-foreground!" />
                </button>
              );
              return [
                <DeferredMenu
                  key={entry.text}
                  trigger={trigger}
                  menu={SubmenuContent}
                  menuProps={{ entry }}
                />,
              ];
            })}
          </Fragment>
        ))}
      </div>
    </nav>
  );
}

function EntryLink({ entry, text }: { entry: NavEntry; text: string }) {
  const Icon = entry.icon;
  return (
    <NavLink link={entry.link ?? "/"} className={linkClasses}>
      <Icon />
      {text}
    </NavLink>
  );
}
