import {
  AMOUNT_PATTERN,
  type ExchangeRate,
  type PendingLimit,
  type ProtectionLimitKind,
  type ProtectionPeriod,
} from "@kham/contract";
import { Clock, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatLaoDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { useNumberFormat } from "@/lib/use-number-format";
import { useConfirmLimit } from "../api/confirm-limit";
import { useSetLimit } from "../api/set-limit";
import { changeWaits, limitInKip, pendingState, usedPercent } from "../rules";

export interface LimitRowProps {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  /** The limit in credit, or null when none is set. */
  limit: string | null;
  used: string;
  pending: PendingLimit | undefined;
  rates: readonly ExchangeRate[] | undefined;
  /** The moment the screen compares the pending change with (its 24 hours and 7 days). */
  now: number;
}

/** A typed amount's own problem, before it is sent; the server checks it again, with the order of the periods. */
function amountProblem(amount: string): string | undefined {
  const typed = amount.trim();
  if (typed === "") return "validation.required";
  if (!AMOUNT_PATTERN.test(typed)) return "validation.amount_invalid";
  if (!/[1-9]/.test(typed)) return "protection.validation.limit_positive";
  return undefined;
}

/** One period of one limit: what is set, how much is used, a waiting change, and the form to change it. */
export function LimitRow({ kind, period, limit, used, pending, rates, now }: LimitRowProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(limit ?? "");
  const [problem, setProblem] = useState<string>();
  const save = useSetLimit();
  const confirm = useConfirmLimit();
  const kip = limitInKip(limit, rates);
  const percent = usedPercent(used, limit);
  const label = t(`protection.period.${period}`);

  const send = async (next: string | null) => {
    setProblem(undefined);
    const waits = changeWaits(limit, next);
    try {
      await save.mutateAsync({ kind, period, amount: next });
      setEditing(false);
      toast.success(t(waits ? "protection.limits.saved_waiting" : "protection.limits.saved"));
    } catch (error) {
      const field = isApiError(error) ? error.fields?.amount : undefined;
      setProblem(field ?? errorKey(error));
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const local = amountProblem(amount);
    if (local) setProblem(local);
    else void send(amount.trim());
  };

  const confirmPending = async () => {
    try {
      await confirm.mutateAsync({ kind, period });
      toast.success(t("protection.limits.confirmed"));
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  const typed = amount.trim();
  const typedWaits = AMOUNT_PATTERN.test(typed) && changeWaits(limit, typed);
  const pendingNow = pending ? pendingState(pending, now) : undefined;

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-background-elevated p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold" id={`${id}-label`}>
            {label}
          </h3>
          {limit === null ? (
            <p className="text-muted-foreground text-sm">{t("protection.limits.none")}</p>
          ) : (
            <p className="text-sm">
              <span className="font-bold text-gold-light tabular-nums">{format.credit(limit)}</span>{" "}
              <span className="text-muted-foreground text-xs">{t("protection.limits.credit_unit")}</span>
              {kip ? (
                <span className="block text-muted-foreground text-xs tabular-nums">
                  {t("protection.limits.kip", { kip: format.number(kip) })}
                </span>
              ) : null}
            </p>
          )}
        </div>
        {editing ? null : (
          <Button
            variant="outline"
            size="sm"
            className="min-h-11"
            onClick={() => {
              setAmount(limit ?? "");
              setProblem(undefined);
              setEditing(true);
            }}
            aria-describedby={`${id}-label`}
          >
            <Pencil />
            {t(limit === null ? "protection.limits.set" : "protection.limits.change")}
          </Button>
        )}
      </div>

      {limit === null ? (
        <p className="text-muted-foreground text-xs tabular-nums">
          {t("protection.limits.used_plain", { used: format.credit(used) })}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          {/* The sentence below says the same for a screen reader. */}
          <div aria-hidden data-percent={percent} className="h-2 overflow-hidden rounded-full bg-white/10">
            <div
              className={percent >= 80 ? "h-full rounded-full bg-danger" : "h-full rounded-full bg-gold"}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-muted-foreground text-xs tabular-nums">
            {t("protection.limits.used", { used: format.credit(used), limit: format.credit(limit) })}
          </p>
        </div>
      )}

      {pending && pendingNow !== "lapsed" ? (
        <div className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <p className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <span>
              {pending.amount === null
                ? t("protection.pending.removal")
                : t("protection.pending.raise", { amount: format.credit(pending.amount) })}{" "}
              {pendingNow === "waiting"
                ? t("protection.pending.waiting", {
                    from: formatLaoDateTime(pending.appliesAt, format.language),
                    until: formatLaoDateTime(pending.confirmBy, format.language),
                  })
                : t("protection.pending.ready", {
                    until: formatLaoDateTime(pending.confirmBy, format.language),
                  })}
            </span>
          </p>
          {pendingNow === "confirmable" ? (
            <Button
              size="sm"
              className="min-h-11 self-start"
              disabled={confirm.isPending}
              onClick={confirmPending}
            >
              {confirm.isPending ? <Spinner className="text-gold-foreground" /> : null}
              {t("protection.pending.confirm")}
            </Button>
          ) : null}
        </div>
      ) : null}

      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <label htmlFor={`${id}-amount`} className="text-muted-foreground text-sm">
            {t("protection.limits.amount_label", { period: label })}
          </label>
          <AmountInput
            id={`${id}-amount`}
            decimals={2}
            separators={format.separators}
            autoComplete="off"
            value={amount}
            onValueChange={setAmount}
            aria-invalid={Boolean(problem)}
            className="h-11 font-semibold tabular-nums"
          />
          {typed !== "" && limitInKip(typed, rates) ? (
            <p className="text-muted-foreground text-xs tabular-nums">
              {t("protection.limits.kip", { kip: format.number(limitInKip(typed, rates) ?? "0") })}
            </p>
          ) : null}
          {typedWaits ? (
            <p className="text-muted-foreground text-xs">{t("protection.limits.raise_waits")}</p>
          ) : null}
          <FieldError message={validationText(t, problem)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" className="min-h-11" disabled={save.isPending}>
              {save.isPending ? <Spinner className="text-gold-foreground" /> : null}
              {t("protection.limits.save")}
            </Button>
            {limit !== null ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="min-h-11"
                disabled={save.isPending}
                onClick={() => void send(null)}
              >
                {t("protection.limits.remove")}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="min-h-11"
              onClick={() => setEditing(false)}
            >
              {t("protection.limits.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
