import { compareDecimal, type PromotionUsage } from "@kham/contract";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { useNumberFormat } from "@/lib/use-number-format";
import { useCancelUsage } from "../api/promotion-actions";
import { usageActionFailure } from "../rules";

/** Cancelling cannot be undone and takes the unearned bonus back, so the player confirms it first. */
export function CancelUsageDialog({ usage, onClose }: { usage: PromotionUsage; onClose: () => void }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const text = useLocalised();
  const cancel = useCancelUsage();
  const [failure, setFailure] = useState<string>();
  const provider = t(`provider.${usage.provider}`);
  const hasBonus = compareDecimal(usage.bonus, "0") > 0;

  const confirm = async () => {
    setFailure(undefined);
    try {
      await cancel.mutateAsync(usage.usageId);
      toast.success(t("promotion.cancel.success"));
      onClose();
    } catch (error) {
      const message = usageActionFailure(error);
      setFailure(t(message.key, message.values));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || cancel.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("promotion.cancel.title")}</DialogTitle>
          <DialogDescription>{text(usage.promotion.title)}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {hasBonus
            ? t("promotion.cancel.text_bonus", { bonus: format.credit(usage.bonus), provider })
            : t("promotion.cancel.text")}
        </p>
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm"
          >
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t("promotion.cancel.keep")}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner className="size-4 text-white" /> : <Ban />}{" "}
            {t("promotion.cancel.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
