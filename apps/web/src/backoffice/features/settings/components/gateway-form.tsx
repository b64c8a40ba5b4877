import {
  type PaymentGatewayBody,
  type PaymentGatewayKind,
  type PaymentGatewaySettings,
  PHAJAY_DEFAULT_BASE_URL,
  paymentGatewayBody,
  paymentGatewayKinds,
} from "@kham/contract";
import { useMemo, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { useTranslation } from "@/lib/i18n-react";
import { useSavePaymentGateway } from "../api/save-payment-gateway";
import { keyedIssues, showServerError } from "../form-errors";
import { ConfirmDialog } from "./confirm-dialog";
import { SaveRow } from "./section";

interface GatewayValues {
  kind: PaymentGatewayKind;
  secretKey: string;
  baseUrl: string;
  sandbox: boolean;
}

const fields = ["kind", "secretKey", "baseUrl", "sandbox"] as const;

/** The call's body: an empty key keeps the stored one, an empty address means PhaJay's own. */
function bodyOf(values: GatewayValues): PaymentGatewayBody {
  if (values.kind === "sandbox") return { kind: "sandbox" };
  const secretKey = values.secretKey.trim();
  const baseUrl = values.baseUrl.trim();
  return {
    kind: "phajay",
    sandbox: values.sandbox,
    ...(secretKey ? { secretKey } : {}),
    ...(baseUrl ? { baseUrl } : {}),
  };
}

/** Checked as the server will, so a mistake is shown in place before anything is asked. */
function checked(form: UseFormReturn<GatewayValues>, values: GatewayValues, keyStored: boolean) {
  const body = bodyOf(values);
  if (body.kind === "phajay" && body.secretKey === undefined && !keyStored) {
    form.setError("secretKey", { message: "settings.gateway_key_required" }, { shouldFocus: true });
    return undefined;
  }
  const parsed = paymentGatewayBody.safeParse(body, keyedIssues);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = fields.find((name) => name === issue.path[0]) ?? "root";
    form.setError(field, { message: issue.message }, { shouldFocus: true });
  }
  return undefined;
}

/** An owner's change of gateway, asked again before it reaches live payments; the key never comes back. */
export function GatewayForm({ agency, gateway }: { agency: string; gateway: PaymentGatewaySettings }) {
  const { t } = useTranslation();
  const values = useMemo<GatewayValues>(
    () => ({
      kind: gateway.kind,
      secretKey: "",
      baseUrl: gateway.kind === "phajay" ? gateway.baseUrl : "",
      // A switch from the sandbox starts in PhaJay's test mode, whatever an unused row holds.
      sandbox: gateway.kind === "phajay" ? gateway.sandbox : true,
    }),
    [gateway],
  );
  const form = useForm<GatewayValues>({ values });
  const save = useSavePaymentGateway(agency, t("settings.gateway_saved"));
  const [asking, setAsking] = useState<PaymentGatewayBody | undefined>();
  const { errors, isDirty } = form.formState;
  const kind = form.watch("kind");
  const keyStored = gateway.secretKeyLast4 !== null;

  const close = () => {
    setAsking(undefined);
    save.reset();
  };
  const submit = form.handleSubmit((current) => {
    const body = checked(form, current, keyStored);
    if (body) setAsking(body);
  });
  const confirm = () => {
    if (!asking) return;
    save.mutate(asking, {
      onSuccess: () => form.reset({ ...form.getValues(), secretKey: "" }),
      onError: (error) => showServerError(form, error, fields),
      onSettled: close,
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 border-border border-t pt-5">
        <RadioTiles legend={t("settings.gateway_choose")} className="grid gap-3 sm:grid-cols-2">
          {paymentGatewayKinds.map((choice) => (
            <RadioTile key={choice} value={choice} tileClassName="min-h-14" {...form.register("kind")}>
              <span className="flex flex-col">
                <span className="font-semibold">{t(`settings.gateway_kind.${choice}`)}</span>
                <span className="text-muted-foreground text-xs">
                  {t(`settings.gateway_kind_hint.${choice}`)}
                </span>
              </span>
            </RadioTile>
          ))}
        </RadioTiles>
        {kind === "phajay" ? (
          <div className="grid gap-5 md:grid-cols-2">
            <FormTextField
              id="gateway-key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              label={t("settings.gateway_key_new")}
              hint={
                keyStored
                  ? t("settings.gateway_key_keep", { last4: gateway.secretKeyLast4 })
                  : t("settings.gateway_key_hint")
              }
              error={errors.secretKey?.message}
              {...form.register("secretKey")}
            />
            <FormTextField
              id="gateway-base-url"
              label={t("settings.gateway_base_url")}
              hint={t("settings.gateway_base_url_hint")}
              error={errors.baseUrl?.message}
              placeholder={PHAJAY_DEFAULT_BASE_URL}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("baseUrl")}
            />
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-background-elevated px-3 py-3 text-sm has-[:checked]:border-gold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold md:col-span-2">
              <input
                type="checkbox"
                aria-describedby="gateway-sandbox-hint"
                className="mt-0.5 size-5 shrink-0 accent-gold"
                {...form.register("sandbox")}
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{t("settings.gateway_sandbox_mode")}</span>
                <span id="gateway-sandbox-hint" className="text-muted-foreground text-xs">
                  {t("settings.gateway_sandbox_mode_hint")}
                </span>
              </span>
            </label>
          </div>
        ) : null}
        <SaveRow
          label={t("settings.gateway_save")}
          pending={save.isPending}
          disabled={!isDirty}
          error={errors.root?.message}
        />
      </form>
      <ConfirmDialog
        open={asking !== undefined}
        title={t("settings.gateway_confirm_title")}
        description={
          asking?.kind === "phajay"
            ? t(
                asking.sandbox
                  ? "settings.gateway_confirm_phajay_test"
                  : "settings.gateway_confirm_phajay_live",
              )
            : t("settings.gateway_confirm_sandbox")
        }
        confirm={t("settings.gateway_confirm")}
        pending={save.isPending}
        error={undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
