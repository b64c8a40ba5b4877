import type { Provider } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { DepositIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n-react";

/** A game cannot be opened without credit at its provider: the player is told to deposit, one tap away. */
export function NoCreditDialog({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("game.no_credit.title")}</DialogTitle>
          <DialogDescription>{t("errors.NO_CREDIT")}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t("game.no_credit.text", { provider: t(`provider.${provider}`) })}</p>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button asChild>
            <Link to="/player/deposit" search={{ provider }}>
              <DepositIcon /> {t("game.no_credit.deposit")}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
