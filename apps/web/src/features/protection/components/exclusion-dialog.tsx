import type { StartExclusionBody } from "@kham/contract";
import { TriangleAlert } from "lucide-react";
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
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useStartExclusion } from "../api/start-exclusion";

export interface ExclusionDialogProps {
  /** The break asked for; the dialog is open while there is one. */
  choice: StartExclusionBody | undefined;
  onClose: () => void;
}

/** Says in plain words what a break does before it starts; nothing of it can be undone. */
export function ExclusionDialog({ choice, onClose }: ExclusionDialogProps) {
  const { t } = useTranslation();
  const start = useStartExclusion();
  const [failure, setFailure] = useState<string>();
  const permanent = choice?.period === "permanent";
  const period = choice ? t(`protection.break.period.${choice.period}`) : "";

  const confirm = async () => {
    if (!choice) return;
    setFailure(undefined);
    try {
      await start.mutateAsync(choice);
    } catch (error) {
      setFailure(errorKey(error));
    }
  };

  const consequences = [
    "protection.break.confirm.logged_out",
    "protection.break.confirm.deposits_cancelled",
    "protection.break.confirm.promotion_cancelled",
    "protection.break.confirm.withdrawals_paid",
    "protection.break.confirm.credit_left",
  ];

  return (
    <Dialog
      open={choice !== undefined}
      onOpenChange={(open) => {
        if (!open && !start.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 shrink-0 text-danger" aria-hidden />
            {choice?.kind === "COOL_OFF"
              ? t("protection.break.confirm.cool_off_title", { period })
              : permanent
                ? t("protection.break.confirm.permanent_title")
                : t("protection.break.confirm.exclusion_title", { period })}
          </DialogTitle>
          <DialogDescription>{t("protection.break.confirm.intro")}</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {consequences.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          <li className="font-semibold">
            {permanent
              ? t("protection.break.confirm.never_login")
              : t("protection.break.confirm.no_login", { period })}
          </li>
          <li className="font-semibold">{t("protection.break.confirm.no_early_end")}</li>
        </ul>
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
          >
            {t(failure)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
            {t("protection.break.confirm.keep_playing")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={start.isPending}>
            {start.isPending ? <Spinner /> : null}
            {t("protection.break.confirm.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
