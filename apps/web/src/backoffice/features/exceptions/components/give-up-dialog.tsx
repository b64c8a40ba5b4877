import { type GiveUpJobKind, isGiveUpJobKind, type StaffJob } from "@kham/contract";
import { Ban } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { useGiveUpJob } from "../api/give-up-job";
import { FormError, NoteField } from "./note-field";

/** Whether staff may give the job up: a dead transfer whose money never left. */
export function canGiveUp(job: Pick<StaffJob, "kind" | "status">): job is StaffJob & { kind: GiveUpJobKind } {
  return job.status === "dead" && isGiveUpJobKind(job.kind);
}

/** The server's refusal as messages by field ("form" for the rest). */
function refusal(error: unknown): Record<string, string> {
  if (isApiError(error) && error.code === "VALIDATION_ERROR" && error.fields?.note) {
    return { note: error.fields.note };
  }
  return { form: errorKey(error) };
}

/** The server fails the order only once the provider has no such transfer, so no money moves twice. */
export function GiveUpDialog({
  agency,
  job,
  onClose,
}: {
  agency: string;
  job: (StaffJob & { kind: GiveUpJobKind }) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={job !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {job ? (
          // Keyed by job: a note typed for one job is not left for the next.
          <GiveUpForm key={job.id} agency={agency} job={job} onClose={onClose} />
        ) : (
          <DialogTitle className="sr-only">{t("exceptions.give_up")}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function GiveUpForm({
  agency,
  job,
  onClose,
}: {
  agency: string;
  job: StaffJob & { kind: GiveUpJobKind };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const code = typeof job.payload.code === "string" ? job.payload.code : "";

  const giveUp = useGiveUpJob(agency, job.id, {
    onSuccess: ({ order }) => {
      toast.success(t(`exceptions.given_up.${job.kind}`, { code: order.code }), { duration: 8000 });
      onClose();
    },
    onError: (error) => setErrors(refusal(error)),
  });
  const done = ["errors.ALREADY_RESOLVED", "errors.TRANSFER_EXISTS"].includes(errors.form ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    const blank: Record<string, string> = text ? {} : { note: "admin.note_required" };
    setErrors(blank);
    if (text) giveUp.mutate({ note: text, ...(checked ? { checkedAtProvider: true } : {}) });
  };
  const message = (field: string) => validationText(t, errors[field]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t("exceptions.give_up_title", { id: job.id })}</DialogTitle>
        <DialogDescription>{t(`exceptions.give_up_intro.${job.kind}`, { code })}</DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-2 rounded-xl border border-border bg-background p-4 text-sm">
        <span className="text-muted-foreground">{t("exceptions.last_error")}</span>
        <code className="whitespace-pre-wrap break-words text-danger/90 text-xs">
          {job.lastError ?? t("common.none")}
        </code>
      </div>

      <p className="text-muted-foreground text-sm">{t("exceptions.give_up_asks_first")}</p>

      <NoteField
        value={note}
        onChange={setNote}
        placeholder={t("exceptions.give_up_note_placeholder")}
        error={message("note")}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-gold"
        />
        {t("exceptions.give_up_checked")}
      </label>
      <FormError message={message("form")} />

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {done ? t("common.close") : t("common.cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={giveUp.isPending || done}>
          <Ban />
          {t("exceptions.give_up_confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}
