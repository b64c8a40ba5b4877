import type { Promotion } from "@kham/contract";
import { Pause, Play } from "lucide-react";
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
import { useLocalised } from "@/lib/localised-text";
import { useSetPromotionActive } from "../api/set-promotion-active";

/** Activating shows the promotion to players; deactivating hides it, and says what happens to those using it. */
export function SwitchDialog({
  agency,
  promotion,
  onClose,
}: {
  agency: string;
  promotion: Promotion | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useLocalised();
  const activating = promotion?.status !== "ACTIVE";
  const change = useSetPromotionActive(agency, {
    onSuccess: (done) => {
      toast.success(
        t(done.status === "ACTIVE" ? "promotions.activated" : "promotions.deactivated", {
          title: text(done.title),
        }),
      );
      onClose();
    },
  });
  return (
    <Dialog
      open={promotion !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(activating ? "promotions.activate_title" : "promotions.deactivate_title")}
          </DialogTitle>
          <DialogDescription>
            {t(activating ? "promotions.activate_intro" : "promotions.deactivate_intro")}
          </DialogDescription>
        </DialogHeader>
        {promotion ? (
          <div className="flex items-center gap-3 rounded-xl border border-border bg-background p-3">
            <img
              src={promotion.imageUrl}
              alt=""
              className="aspect-[32/15] w-24 shrink-0 rounded-md bg-background-elevated object-cover"
            />
            <span className="font-semibold">{text(promotion.title)}</span>
          </div>
        ) : null}
        {change.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(change.error))}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            variant={activating ? "default" : "destructive"}
            disabled={change.isPending || !promotion}
            onClick={() => promotion && change.mutate({ id: promotion.id, active: activating })}
          >
            {activating ? <Play /> : <Pause />}
            {t(activating ? "promotions.activate" : "promotions.deactivate")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
