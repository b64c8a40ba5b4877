import { Ban, CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useSetPlayerBlocked } from "../api/set-player-blocked";

/** Blocking only takes promotions away; the dialog says so before it counts. */
export function BlockDialog({
  agency,
  username,
  blocked,
  open,
  onClose,
}: {
  agency: string;
  username: string;
  /** Whether the player is blocked now: the dialog offers the other. */
  blocked: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useSetPlayerBlocked(agency, username, !blocked, {
    onSuccess: (done) => {
      toast.success(t(done.blocked ? "players.blocked_done" : "players.unblocked_done", { username }), {
        duration: 5000,
      });
      onClose();
    },
  });
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(blocked ? "players.unblock_title" : "players.block_title", { username })}
          </DialogTitle>
          <DialogDescription>
            {t(blocked ? "players.unblock_intro" : "players.block_intro")}
          </DialogDescription>
        </DialogHeader>
        {blocked ? null : (
          <ul className="list-disc space-y-1 rounded-xl border border-border bg-background p-4 ps-8 text-sm">
            <li>{t("players.block_effect_promotions")}</li>
            <li>{t("players.block_effect_running")}</li>
            <li>{t("players.block_effect_money")}</li>
          </ul>
        )}
        {change.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(change.error))}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button
            variant={blocked ? "default" : "destructive"}
            disabled={change.isPending}
            onClick={() => change.mutate()}
          >
            {blocked ? <CircleCheck /> : <Ban />}
            {t(blocked ? "players.unblock_confirm" : "players.block_confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
