import { type Provider, providers, type StaffDeposit, type StaffPayment } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, Undo2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { CopyButton } from "../../../components/copy-button";
import { depositByCodeQueryOptions } from "../../deposits/api/get-deposit-by-code";
import { formatMoney } from "../../deposits/money";
import { type ResolvePaymentBody, useResolvePayment } from "../api/resolve-payment";
import { FormError, NoteField } from "./note-field";
import { UnmatchedReasonBadge, UnmatchedReasonText } from "./unmatched-reason";

type Action = "credit" | "refunded";

/** What the staff member chose and typed, as the call's body. */
export function resolutionBody(
  action: Action,
  input: { username: string; provider: Provider; note: string },
): ResolvePaymentBody {
  const note = input.note.trim();
  return action === "credit"
    ? { credit: { username: input.username.trim(), provider: input.provider }, note }
    : { refunded: true, note };
}

/** Blank fields, with the contract's messages, before anything is sent. */
function missing(action: Action, input: { username: string; note: string }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (action === "credit" && !input.username.trim()) fields["credit.username"] = "validation.required";
  if (!input.note.trim()) fields.note = "admin.note_required";
  return fields;
}

/** The server's refusal as messages by field ("form" for the rest). */
function refusal(error: unknown, action: Action): Record<string, string> {
  if (isApiError(error) && error.code === "VALIDATION_ERROR" && error.fields) {
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(error.fields)) {
      const known = ["note", "credit.username", "credit.provider"].includes(name);
      fields[known ? name : "form"] = message;
    }
    return fields;
  }
  // The payment was listed, so a 404 when crediting is about the player typed.
  if (isApiError(error) && error.code === "NOT_FOUND" && action === "credit") {
    return { "credit.username": "exceptions.player_not_found" };
  }
  if (isApiError(error) && error.code === "ALREADY_RESOLVED") return { form: "exceptions.already_resolved" };
  return { form: errorKey(error) };
}

/** Resolves an unmatched payment exactly once: credit it through a new deposit order, or record a refund. */
export function ResolveDialog({
  agency,
  payment,
  onClose,
}: {
  agency: string;
  payment: StaffPayment | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={payment !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {payment ? (
          // Keyed by payment: nothing typed for one payment is left for the next.
          <ResolveForm key={payment.id} agency={agency} payment={payment} onClose={onClose} />
        ) : (
          <DialogTitle className="sr-only">{t("exceptions.resolve_title")}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResolveForm({
  agency,
  payment,
  onClose,
}: {
  agency: string;
  payment: StaffPayment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const usernameId = useId();
  // A refused credit's payment belongs to the order that failed (a staff-made one, maybe).
  const namedCode = payment.creditOrderCode ?? payment.orderCode;
  const named = useQuery({
    ...depositByCodeQueryOptions(agency, namedCode),
    enabled: payment.unmatchedReason !== "UNKNOWN_ORDER" && payment.agency !== null,
  });
  const order = named.data ?? undefined;
  const [action, setAction] = useState<Action>("credit");
  // Untouched fields take the named order's player and game.
  const [typedUsername, setUsername] = useState<string | undefined>();
  const [chosenProvider, setProvider] = useState<Provider | undefined>();
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const username = typedUsername ?? order?.username ?? "";
  const provider = chosenProvider ?? order?.provider ?? "gclub";

  // Resolved here or by someone else first: either way the lists are read again.
  const resolve = useResolvePayment(agency, payment.id, {
    onSuccess: (done) => {
      toast.success(
        done.order
          ? t("exceptions.credited", {
              credit: formatCredit(done.order.credit),
              username: username.trim(),
              provider: t(`provider.${done.order.provider}`),
              code: done.order.code,
            })
          : t("exceptions.refunded"),
        { duration: 6000 },
      );
      onClose();
    },
    onError: (error) => setErrors(refusal(error, action)),
  });
  const taken = errors.form === "exceptions.already_resolved";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = missing(action, { username, note });
    setErrors(blank);
    if (Object.keys(blank).length === 0) resolve.mutate(resolutionBody(action, { username, provider, note }));
  };
  const message = (field: string) => validationText(t, errors[field]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t("exceptions.resolve_title")}</DialogTitle>
        <DialogDescription>{t("exceptions.resolve_intro")}</DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-background p-4 text-sm">
        <Row label={t("exceptions.amount")}>
          <span className="font-semibold text-gold-light text-lg">
            {formatMoney(payment.amount, payment.currency)}
          </span>
        </Row>
        <Row label={t("exceptions.order_named")}>
          <span className="break-all font-mono">{payment.orderCode}</span>
        </Row>
        <Row label={t("exceptions.reference")}>
          <span className="inline-flex items-center gap-1">
            <span className="break-all font-mono">{payment.reference}</span>
            <CopyButton value={payment.reference} label={t("exceptions.reference")} className="size-8" />
          </span>
        </Row>
        <Row label={t("exceptions.paid_at")}>{formatDateTime(payment.paidAt)}</Row>
        <Row label={t("exceptions.gateway")}>{payment.gateway}</Row>
      </dl>

      {payment.unmatchedReason ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-warning/30 bg-warning/5 p-4 text-sm">
          <UnmatchedReasonBadge reason={payment.unmatchedReason} />
          <UnmatchedReasonText reason={payment.unmatchedReason} />
          {order ? <NamedOrder agency={agency} order={order} /> : null}
        </div>
      ) : null}

      <RadioTiles legend={t("exceptions.what_happened")}>
        <div className="grid gap-2 sm:grid-cols-2">
          <RadioTile
            name="action"
            value="credit"
            checked={action === "credit"}
            onChange={() => setAction("credit")}
            tileClassName="min-h-11"
          >
            <Check className="size-4 text-gold" aria-hidden />
            {t("exceptions.action_credit")}
          </RadioTile>
          <RadioTile
            name="action"
            value="refunded"
            checked={action === "refunded"}
            onChange={() => setAction("refunded")}
            tileClassName="min-h-11"
          >
            <Undo2 className="size-4 text-gold" aria-hidden />
            {t("exceptions.action_refunded")}
          </RadioTile>
        </div>
      </RadioTiles>

      {action === "credit" ? (
        <div className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{t("exceptions.credit_explained")}</p>
          <div className="flex flex-col gap-2">
            <label htmlFor={usernameId} className="text-muted-foreground text-sm">
              {t("exceptions.username")}
            </label>
            <Input
              id={usernameId}
              value={username}
              maxLength={64}
              autoComplete="off"
              aria-invalid={errors["credit.username"] ? true : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
            <FieldError message={message("credit.username")} />
          </div>
          <RadioTiles legend={t("exceptions.provider")}>
            <div className="grid grid-cols-2 gap-2">
              {providers.map((value) => (
                <RadioTile
                  key={value}
                  name="provider"
                  value={value}
                  checked={provider === value}
                  onChange={() => setProvider(value)}
                  tileClassName="min-h-11"
                >
                  {t(`provider.${value}`)}
                </RadioTile>
              ))}
            </div>
            <FieldError message={message("credit.provider")} />
          </RadioTiles>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t("exceptions.refund_explained")}</p>
      )}

      <NoteField
        value={note}
        onChange={setNote}
        placeholder={t("exceptions.note_placeholder")}
        error={message("note")}
      />
      <FormError message={message("form")} />

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {taken ? t("common.close") : t("common.cancel")}
        </Button>
        <Button type="submit" disabled={resolve.isPending || taken}>
          {action === "credit" ? <Check /> : <Undo2 />}
          {action === "credit" ? t("exceptions.credit_confirm") : t("exceptions.refund_confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </>
  );
}

/** The order the payment named, as it stands: what it asked for and whose it is. */
function NamedOrder({ agency, order }: { agency: string; order: StaffDeposit }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 flex flex-col gap-1 border-border border-t pt-3">
      <span className="text-muted-foreground text-xs">
        {t("exceptions.named_order", { code: order.code })}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <span>{t("exceptions.asked_for", { amount: formatMoney(order.amount, order.currency) })}</span>
        <StatusBadge of="deposit" status={order.status} />
      </span>
      <span>
        <Link
          to="/$agency/players/$username"
          params={{ agency, username: order.username }}
          className="text-gold-light hover:underline"
        >
          {order.username}
        </Link>
        {" · "}
        {t(`provider.${order.provider}`)}
      </span>
    </div>
  );
}
