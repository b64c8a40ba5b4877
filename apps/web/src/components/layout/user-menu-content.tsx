import type { Player } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { KeyRound, LogOut, ShieldCheck } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "@/features/auth/api/use-logout";
import { useTranslation } from "@/lib/i18n-react";
import type { MenuProps } from "./deferred-menu";

export interface UserMenuContentProps extends MenuProps {
  player: Player;
  onChangePassword: () => void;
}

export function UserMenuContent({ trigger, defaultOpen, player, onChangePassword }: UserMenuContentProps) {
  const { t } = useTranslation();
  const logout = useLogout();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{player.displayName || player.username}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">@{player.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/player/protection">
            <ShieldCheck />
            {t("menu.protection")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onChangePassword}>
          <KeyRound />
          {t("header.change_password")}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut />
          {t("header.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
