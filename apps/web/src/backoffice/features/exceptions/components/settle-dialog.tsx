import { isSettleJobKind, PROVIDER_REFERENCE_MAX, type SettleJobKind, type StaffJob } from "@kham/contract";
import { CheckCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { useSettleJob } from "../api/settle-job";
import { FormError, NoteField } from "./note-field";

/** Whether staff may record the job as done: a dead transfer at a provider. */
export function canSettle(job: Pick<StaffJob, "kind" | "status">): job is StaffJob & { kind: SettleJobKind } {
  return job.status === "dead" && isSettleJobKind(job.kind);
}

/** The reference the transfer has at the provider, which staff look for in its back office. */
const providerSuffix: Record<SettleJobKind, string> = {
  "deposit.transfer": "",
  "withdrawal.transfer-out": "",
  "withdrawal.refund": "R",
  "transfer.out": "",
  "transfer.in": "I",
  "transfer.return": "R",
};

/** The server's refusal as messages by field ("form" for the rest). */
function refusal(error: unknown): Record<string, string> {
  if (isApiError(error) && error.code === "VALIDATION_ERROR" && error.fields) {
    const { checkedAtProvider, providerReference, note } = error.fields;
    const fields = Object.entries({ checkedAtProvider, providerReference, note }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    if (fields.length > 0) return Object.fromEntries(fields);
  }
  return { form: errorKey(error) };
}

/** Only on staff's word that the provider's own back office shows the transfer: it may not be sent again. */
export function SettleDialog({
  agency,
  job,
  onClose,
}: {
  agency: string;
  job: (StaffJob & { kind: SettleJobKind }) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={job !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[100dvh] max-w-lg overflow-y-auto">
        {job ? (
          // Keyed by job: what was typed for one job is not left for the next.
          <SettleForm key={job.id} agency={agency} job={job} onClose={onClose} />
        ) : (
          <DialogTitle className="sr-only">{t("exceptions.settle")}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SettleForm({
  agency,
  job,
  onClose,
}: {
  agency: string;
  job: StaffJob & { kind: SettleJobKind };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const code = typeof job.payload.code === "string" ? job.payload.code : "";

  const settle = useSettleJob(agency, job.id, {
    onSuccess: ({ order }) => {
      toast.success(t("exceptions.settled", { id: job.id, code: order.code }), { duration: 8000 });
      onClose();
    },
    onError: (error) => setErrors(refusal(error)),
  });
  const done = ["errors.ALREADY_RESOLVED", "errors.TRANSFER_NOT_FOUND"].includes(errors.form ?? "");
  const edited = (field: string) => setErrors(({ [field]: _, form: __, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setErrors({ checkedAtProvider: "admin.provider_check_required" });
      return;
    }
    setErrors({});
    const providerReference = reference.trim();
    const text = note.trim();
    settle.mutate({
      checkedAtProvider: true,
      ...(providerReference ? { providerReference } : {}),
      ...(text ? { note: text } : {}),
    });
  };
  const message = (field: string) => validationText(t, errors[field]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t("exceptions.settle_title", { id: job.id })}</DialogTitle>
        <DialogDescription>{t(`exceptions.settle_intro.${job.kind}`, { code })}</DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-2 rounded-xl border border-border bg-background p-4 text-sm">
        <span className="text-muted-foreground">{t("exceptions.settle_look_for")}</span>
        <span className="break-all font-mono text-gold-light">{`${code}${providerSuffix[job.kind]}`}</span>
        <span className="text-muted-foreground">{t("exceptions.last_error")}</span>
        <code className="whitespace-pre-wrap break-words text-danger/90 text-xs">
          {job.lastError ?? t("common.none")}
        </code>
      </div>

      <div className="flex flex-col gap-2">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 font-medium text-sm">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              edited("checkedAtProvider");
            }}
            aria-invalid={errors.checkedAtProvider ? true : undefined}
            aria-describedby={`${id}-checked-error`}
            className="mt-0.5 size-5 shrink-0 accent-gold"
          />
          {t("exceptions.settle_checked")}
        </label>
        <FieldError id={`${id}-checked-error`} message={message("checkedAtProvider")} />
      </div>

      <Field data-invalid={Boolean(errors.providerReference)}>
        <FieldLabel htmlFor={`${id}-reference`}>{t("exceptions.settle_reference")}</FieldLabel>
        <Input
          id={`${id}-reference`}
          name="providerReference"
          maxLength={PROVIDER_REFERENCE_MAX}
          autoComplete="off"
          spellCheck={false}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            edited("providerReference");
          }}
          aria-invalid={Boolean(errors.providerReference)}
          aria-describedby={`${id}-reference-hint ${id}-reference-error`}
          className="font-mono"
        />
        <FieldDescription id={`${id}-reference-hint`} className="text-xs">
          {t("exceptions.settle_reference_hint")}
        </FieldDescription>
        <FieldError id={`${id}-reference-error`} message={message("providerReference")} />
      </Field>

      <NoteField
        value={note}
        onChange={(value) => {
          setNote(value);
          edited("note");
        }}
        label={t("exceptions.note_optional")}
        placeholder={t("exceptions.settle_note_placeholder")}
        error={message("note")}
      />
      <FormError message={message("form")} />

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {done ? t("common.close") : t("common.cancel")}
        </Button>
        <Button type="submit" disabled={settle.isPending || done}>
          <CheckCheck />
          {t("exceptions.settle_confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}
