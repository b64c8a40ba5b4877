import { Headset } from "lucide-react";
import { BankIcon, DepositIcon, GamesIcon, WithdrawIcon } from "@/components/screen-icons";
import { useTranslation } from "@/lib/i18n-react";
import { NavLink } from "./nav-link";

// Labels use text-xs, which is 14 px in Lao (styles.css): its stacked marks need the size.
const tabClasses =
  "flex min-h-14 min-w-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 text-muted-foreground text-xs leading-tight outline-none transition-colors focus-visible:ring-2 focus-visible:ring-gold aria-[current=page]:text-gold-light [&_svg]:size-[1.35rem] [&_svg]:text-gold";

/** Phones only (up to and including 576 px): deposit, withdraw, the raised game button, bank and contact. */
export function BottomBar({ onOpenContact }: { onOpenContact: () => void }) {
  const { t } = useTranslation();

  return (
    <nav
      aria-label={t("header.menu")}
      className="fixed inset-x-0 bottom-0 z-40 hidden border-gold/20 border-t bg-background-elevated/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_32px_rgb(0_0_0/0.6)] backdrop-blur-md phone:block"
    >
      {/* Fixed columns, so a partly arrived row never moves when the last tab comes. */}
      <div className="grid grid-cols-5 px-1.5 py-1">
        <NavLink link="/player/deposit" className={tabClasses}>
          <DepositIcon />
          <span className="line-clamp-1">{t("bottom.deposit")}</span>
        </NavLink>
        <NavLink link="/player/withdraw" className={tabClasses}>
          <WithdrawIcon />
          <span className="line-clamp-1">{t("bottom.withdraw")}</span>
        </NavLink>
        <NavLink link="/player/game/alphabet" className={`${tabClasses} group relative`}>
          <span aria-hidden="true" className="h-[1.35rem]" />
          <span className="absolute -top-9 left-1/2 flex size-15 -translate-x-1/2 items-center justify-center rounded-full bg-gold-gradient shadow-[0_6px_20px_-2px_rgb(212_175_55/0.6)] ring-4 ring-background-elevated transition-transform group-active:scale-95 group-aria-[current=page]:ring-gold/40">
            <GamesIcon className="size-7! text-gold-foreground!" />
          </span>
          <span className="line-clamp-1 font-semibold text-gold-light">{t("bottom.game")}</span>
        </NavLink>
        <NavLink link="/player/bank" className={tabClasses}>
          <BankIcon />
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
