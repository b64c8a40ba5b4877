import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Protection,
  protectionLimitKinds,
  protectionPeriods,
  type StaffTightenLimitBody,
  staffTightenLimitBody,
} from "@kham/contract";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { keyedIssues, showServerError } from "../../settings/form-errors";
import { useTightenLimit } from "../api/tighten-limit";

type TightenInput = z.input<typeof staffTightenLimitBody>;

const REASON_MAX = 500;
const blank = (values: Pick<TightenInput, "kind" | "period">): TightenInput => ({
  ...values,
  amount: "",
  reason: "",
});

/** Staff set a lower limit, with a reason for the audit log; a looser one is refused by the server. */
export function TightenLimitForm({
  agency,
  username,
  protection,
}: {
  agency: string;
  username: string;
  protection: Protection;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<TightenInput, unknown, StaffTightenLimitBody>({
    resolver: zodResolver(staffTightenLimitBody, keyedIssues),
    defaultValues: blank({ kind: "deposit", period: "daily" }),
  });
  const tighten = useTightenLimit(agency, username);
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch("kind");
  const period = form.watch("period");
  const current = protection.limits[kind][period];

  const submit = form.handleSubmit(async (body) => {
    try {
      await tighten.mutateAsync(body);
      toast.success(
        t("protection.tightened", {
          limit: `${t(`protection.kind.${body.kind}`)} · ${t(`protection.period.${body.period}`)}`,
          amount: formatCredit(body.amount),
        }),
        { duration: 5000 },
      );
      form.reset(blank(body));
    } catch (error) {
      if (isApiError(error) && error.code === "LIMIT_NOT_TIGHTER") {
        form.setError("amount", { message: "errors.LIMIT_NOT_TIGHTER" }, { shouldFocus: true });
      } else {
        showServerError(form, error, ["kind", "period", "amount", "reason"]);
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-background/40 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-semibold text-foreground text-sm">
          {t("protection.tighten_title")}
        </h3>
        <p className="text-muted-foreground text-xs">{t("protection.tighten_intro")}</p>
      </div>
      <RadioTiles legend={t("protection.limit_kind")} legendClassName="mb-1">
        <div className="grid grid-cols-2 gap-2">
          {protectionLimitKinds.map((value) => (
            <RadioTile key={value} value={value} {...form.register("kind")} tileClassName="min-h-11">
              {t(`protection.kind.${value}`)}
            </RadioTile>
          ))}
        </div>
      </RadioTiles>
      <RadioTiles legend={t("protection.limit_period")} legendClassName="mb-1">
        <div className="grid grid-cols-3 gap-2">
          {protectionPeriods.map((value) => (
            <RadioTile
              key={value}
              value={value}
              {...form.register("period")}
              tileClassName="min-h-11 justify-center px-2 text-center"
            >
              {t(`protection.period.${value}`)}
            </RadioTile>
          ))}
        </div>
      </RadioTiles>
      <FormTextField
        id={`${id}-amount`}
        label={t("protection.new_limit")}
        hint={
          current === null
            ? t("protection.current_none")
            : t("protection.current_limit", { limit: formatCredit(current) })
        }
        error={errors.amount?.message}
        inputMode="decimal"
        autoComplete="off"
        className="tabular-nums"
        {...form.register("amount")}
      />
      <Field data-invalid={Boolean(errors.reason)}>
        <FieldLabel htmlFor={`${id}-reason`}>{t("protection.reason")}</FieldLabel>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={REASON_MAX}
          placeholder={t("protection.reason_placeholder")}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className="rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground/70 focus-visible:ring-2 focus-visible:ring-gold aria-invalid:border-danger"
          {...form.register("reason")}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </Field>
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-danger text-sm">
          {t(errors.root.message)}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? <Spinner className="text-gold-foreground" /> : <ShieldCheck />}
        {t("protection.tighten_confirm")}
      </Button>
    </form>
  );
}
