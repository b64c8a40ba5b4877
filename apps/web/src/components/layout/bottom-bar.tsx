import { ArrowDownToLine, ArrowUpFromLine, Gamepad2, Headset, Landmark } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "./nav-link";

const tabClasses =
  "flex min-h-14 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-[0.7rem] text-muted-foreground leading-tight outline-none transition-colors focus-visible:ring-2 focus-visible:ring-gold aria-[current=page]:text-gold-light [&_svg]:size-[1.35rem] [&_svg]:text-gold";

/** Phones only (≤ 576 px): deposit, withdraw, the raised game button, bank and contact. */
export function BottomBar({ onOpenContact }: { onOpenContact: () => void }) {
  const { t } = useTranslation();

  return (
    <nav
      aria-label={t("header.menu")}
      className="fixed inset-x-0 bottom-0 z-40 hidden border-gold/20 border-t bg-background-elevated/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_32px_rgb(0_0_0/0.6)] backdrop-blur-md max-[576px]:block"
    >
      <div className="flex items-stretch px-1.5 py-1">
        <NavLink link="/player/deposit" className={tabClasses}>
          <ArrowDownToLine />
          <span className="line-clamp-1">{t("bottom.deposit")}</span>
        </NavLink>
        <NavLink link="/player/withdraw" className={tabClasses}>
          <ArrowUpFromLine />
          <span className="line-clamp-1">{t("bottom.withdraw")}</span>
        </NavLink>
        <NavLink link="/player/game/alphabet" className={`${tabClasses} group relative`}>
          <span aria-hidden="true" className="h-[1.35rem]" />
          <span className="absolute -top-9 left-1/2 flex size-15 -translate-x-1/2 items-center justify-center rounded-full bg-gold-gradient shadow-[0_6px_20px_-2px_rgb(212_175_55/0.6)] ring-4 ring-background-elevated transition-transform group-active:scale-95 group-aria-[current=page]:ring-gold/40">
            <Gamepad2 className="size-7! text-gold-foreground!" />
          </span>
          <span className="line-clamp-1 font-semibold text-gold-light">{t("bottom.game")}</span>
        </NavLink>
        <NavLink link="/player/bank" className={tabClasses}>
          <Landmark />
          <span className="line-clamp-1">{t("bottom.bank")}</span>
        </NavLink>
        <button type="button" className={tabClasses} aria-haspopup="dialog" onClick={onOpenContact}>
          <Headset />
          <span className="line-clamp-1">{t("bottom.contact")}</span>
        </button>
      </div>
    </nav>
  );
}
