import type { Player } from "@kham/contract";
import { ChevronDown, UserRound } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { DeferredMenu } from "./deferred-menu";

const UserMenuContent = lazy(() =>
  import("./user-menu-content").then((module) => ({ default: module.UserMenuContent })),
);

export interface UserMenuProps {
  player: Player;
  onChangePassword: () => void;
}

export function UserMenu({ player, onChangePassword }: UserMenuProps) {
  const { t } = useTranslation();
  const name = player.displayName || player.username;
  const trigger = (
    // Named with the player's name it shows, so the name holds the words a sighted player reads.
    <Button variant="ghost" className="gap-2 px-2 sm:px-3" aria-label={`${t("header.user_menu")}: ${name}`}>
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-gold-gradient text-gold-foreground">
        <UserRound className="size-4" />
      </span>
      <span className="max-w-32 truncate max-sm:hidden">{name}</span>
      <ChevronDown className="size-3.5 opacity-60" />
    </Button>
  );
  return <DeferredMenu trigger={trigger} menu={UserMenuContent} menuProps={{ player, onChangePassword }} />;
}
