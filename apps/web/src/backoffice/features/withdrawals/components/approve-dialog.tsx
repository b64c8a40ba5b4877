import { PAYOUT_REFERENCE_MAX, type StaffWithdrawal } from "@kham/contract";
import { Check } from "lucide-react";
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
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { formatKip, fromLocalDateTime, localDateTimeValue } from "../../../lib/format";
import { useApproveWithdrawal } from "../api/approve-withdrawal";
import { SlipField } from "./slip-field";

/** Approving says the money was sent: it repeats what and where and asks for the transfer's proof. */
export function ApproveDialog({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={order !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("withdrawals.approve_title")}</DialogTitle>
          <DialogDescription>{t("withdrawals.approve_intro")}</DialogDescription>
        </DialogHeader>
        {/* Keyed by the order: each approval starts blank, paid "now" as of opening it. */}
        {order ? <ApproveForm key={order.code} agency={agency} order={order} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reference, setReference] = useState("");
  const [paidAt, setPaidAt] = useState(() => localDateTimeValue(new Date()));
  const [slipUrl, setSlipUrl] = useState<string | undefined>();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const approve = useApproveWithdrawal(agency, {
    onSuccess: (done) => {
      toast.success(t("withdrawals.approved", { code: done.code }), { duration: 5000 });
      onClose();
    },
    onError: (error) => setProblems(isApiError(error) ? (error.fields ?? {}) : {}),
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A field's complaint goes once it is changed.
  const edited = (field: string) => setProblems(({ [field]: _, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paid = fromLocalDateTime(paidAt);
    const found: Record<string, string> = {};
    if (!reference.trim()) found.reference = "validation.required";
    if (paid === undefined) found.paidAt = "validation.paid_at";
    setProblems(found);
    if (Object.keys(found).length > 0 || paid === undefined) return;
    approve.mutate({
      code: order.code,
      reference: reference.trim(),
      paidAt: paid.toISOString(),
      ...(slipUrl ? { slipUrl } : {}),
    });
  };
  // A refusal the fields show needs no second line; any other is said under the form.
  const fieldsExplain = Object.keys(problems).length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-background p-4 text-sm">
        <dt className="text-muted-foreground">{t("withdrawals.order")}</dt>
        <dd className="min-w-0 break-all font-mono">{order.code}</dd>
        <dt className="text-muted-foreground">{t("withdrawals.amount")}</dt>
        <dd className="font-semibold text-gold-light text-lg">{formatKip(order.payout)}</dd>
        <dt className="text-muted-foreground">{t("withdrawals.bank")}</dt>
        <dd>{order.bankName}</dd>
        <dt className="text-muted-foreground">{t("withdrawals.account_name")}</dt>
        <dd className="min-w-0 break-words">{order.accountName}</dd>
        <dt className="text-muted-foreground">{t("withdrawals.account_number")}</dt>
        <dd className="font-mono">{groupAccountNumber(order.accountNumber)}</dd>
      </dl>
      <Field data-invalid={Boolean(problems.reference)}>
        <FieldLabel htmlFor={`${id}-reference`}>{t("withdrawals.reference")}</FieldLabel>
        <Input
          id={`${id}-reference`}
          name="reference"
          required
          maxLength={PAYOUT_REFERENCE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            edited("reference");
          }}
          aria-invalid={Boolean(problems.reference)}
          aria-describedby={`${id}-reference-hint ${id}-reference-error`}
          className="font-mono"
        />
        <FieldDescription id={`${id}-reference-hint`} className="text-xs">
          {t("withdrawals.reference_hint")}
        </FieldDescription>
        <FieldError id={`${id}-reference-error`} message={problems.reference} />
      </Field>
      <Field data-invalid={Boolean(problems.paidAt)}>
        <FieldLabel htmlFor={`${id}-paid-at`}>{t("withdrawals.paid_at")}</FieldLabel>
        <Input
          id={`${id}-paid-at`}
          name="paidAt"
          type="datetime-local"
          required
          value={paidAt}
          onChange={(event) => {
            setPaidAt(event.target.value);
            edited("paidAt");
          }}
          aria-invalid={Boolean(problems.paidAt)}
          aria-describedby={`${id}-paid-at-zone ${id}-paid-at-error`}
          className="tabular-nums"
        />
        <FieldDescription id={`${id}-paid-at-zone`} className="text-xs">
          {t("withdrawals.paid_at_zone", { zone })}
        </FieldDescription>
        <FieldError id={`${id}-paid-at-error`} message={problems.paidAt} />
      </Field>
      <SlipField
        agency={agency}
        value={slipUrl}
        onChange={(url) => {
          setSlipUrl(url);
          edited("slipUrl");
        }}
        error={problems.slipUrl}
      />
      {approve.isError && !fieldsExplain ? (
        <p role="alert" className="text-danger text-sm">
          {t(errorKey(approve.error))}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          <Check />
          {t("withdrawals.approve_confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}
