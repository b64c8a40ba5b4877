import type { RealityCheck } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Hourglass, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useLogout } from "@/features/auth/api/use-logout";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { timeOnSite } from "../rules";

export interface RealityCheckDialogProps {
  check: RealityCheck;
  /** When the check came due: the time on the site is counted to it. */
  at: number;
  onClose: () => void;
}

/** How long the player has been here and what this session's deposits and withdrawals come to. */
export function RealityCheckDialog({ check, at, onClose }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const logout = useLogout();
  const { hours, minutes } = timeOnSite(check.sessionStartedAt, at);
  const signed = (amount: string) =>
    amount.startsWith("-") ? `−${format.credit(amount.slice(1))}` : format.credit(amount);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false} data-testid="reality-check">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Hourglass className="size-5 shrink-0 text-gold-light" aria-hidden />
            {t("protection.reality.title")}
          </DialogTitle>
          <DialogDescription className="text-base text-foreground">
            {hours > 0
              ? t("protection.reality.time_hours", { hours, minutes })
              : t("protection.reality.time_minutes", { minutes })}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-xl border border-border bg-background-elevated px-4 py-3 text-sm tabular-nums">
          <dt className="text-muted-foreground">{t("protection.reality.deposits")}</dt>
          <dd className="text-right">{format.credit(check.deposits)}</dd>
          <dt className="text-muted-foreground">{t("protection.reality.withdrawals")}</dt>
          <dd className="text-right">{format.credit(check.withdrawals)}</dd>
          <dt className="border-border border-t pt-1.5 font-semibold">{t("protection.reality.net")}</dt>
          <dd className="border-border border-t pt-1.5 text-right font-bold text-gold-light">
            {signed(check.net)}
          </dd>
        </dl>
        <p className="text-muted-foreground text-xs">{t("protection.reality.in_credit")}</p>
        <DialogFooter className="gap-2">
          <Button variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut />
            {t("protection.reality.logout")}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/player/protection" onClick={onClose}>
              {t("protection.reality.set_limit")}
            </Link>
          </Button>
          <Button onClick={onClose} autoFocus>
            {t("protection.reality.continue")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
