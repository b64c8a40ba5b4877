import type { Staff } from "@kham/contract";
import { KeyRound, UserX } from "lucide-react";
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
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { type StaffChange, useChangeStaff } from "../api/change-staff";

const texts = {
  disable: {
    title: "staff.disable_title",
    effects: ["staff.disable_effect_sessions", "staff.disable_effect_login"],
    confirm: "staff.disable_confirm",
    done: "staff.disabled_done",
  },
  "reset-2fa": {
    title: "staff.reset_title",
    effects: ["staff.reset_effect_sessions", "staff.reset_effect_enrol"],
    confirm: "staff.reset_confirm",
    done: "staff.reset_done",
  },
} as const;

/** The server's reason in words: a field error (e.g. disabling yourself) says more than its code. */
function refusal(t: Parameters<typeof validationText>[0], error: unknown): string {
  const field = isApiError(error) ? error.fields?.username : undefined;
  return validationText(t, field) ?? t(errorKey(error));
}

/** Both changes end the account's sessions at once, so the dialog says what happens before it counts. */
export function StaffChangeDialog({
  agency,
  target,
  onClose,
}: {
  agency: string;
  target: { staff: Staff; change: StaffChange } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useChangeStaff(agency, {
    onSuccess: (staff, input) => {
      toast.success(t(texts[input.change].done, { username: staff.username }), { duration: 5000 });
      onClose();
    },
  });
  const close = () => {
    apply.reset();
    onClose();
  };
  const text = texts[target?.change ?? "disable"];
  const username = target?.staff.username ?? "";
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(text.title, { username })}</DialogTitle>
          <DialogDescription>{t("staff.change_intro")}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 rounded-xl border border-border bg-background p-4 ps-8 text-sm">
          {text.effects.map((effect) => (
            <li key={effect}>{t(effect)}</li>
          ))}
        </ul>
        {apply.isError ? (
          <p role="alert" className="text-danger text-sm">
            {refusal(t, apply.error)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={apply.isPending || target === undefined}
            onClick={() => target && apply.mutate({ username, change: target.change })}
          >
            {target?.change === "reset-2fa" ? <KeyRound /> : <UserX />}
            {t(text.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
