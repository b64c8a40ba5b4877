import {
  AMB_DEFAULT_BASE_URL,
  AMB_PRODUCT_IDS,
  type GameProviderBody,
  type GameProviderKind,
  type GameProviderSettings,
  gameProviderBody,
  gameProviderErrors,
  gameProviderKinds,
  type ReconcileModeSetting,
} from "@kham/contract";
import { useMemo, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useSaveGameProvider } from "../api/save-game-provider";
import { keyedIssues } from "../form-errors";
import { ConfirmDialog } from "./confirm-dialog";
import { SaveRow } from "./section";

interface ProviderValues {
  kind: GameProviderKind;
  baseUrl: string;
  agent: string;
  apiKey: string;
  productId: string;
  lobbyCode: string;
  reconcile: ReconcileModeSetting;
}

const fields = ["kind", "baseUrl", "agent", "apiKey", "productId", "lobbyCode", "reconcile"] as const;
type Field = (typeof fields)[number];
const isField = (name: unknown): name is Field => fields.includes(name as Field);
/** The default, stopping for staff, first. */
const reconcileChoices = ["none", "repeat"] as const satisfies readonly ReconcileModeSetting[];

/** The call's body: an empty key keeps the stored one; an empty lobby code clears it. */
function bodyOf(values: ProviderValues): GameProviderBody {
  if (values.kind === "sandbox") return { kind: "sandbox" };
  const apiKey = values.apiKey.trim();
  return {
    kind: "amb",
    baseUrl: values.baseUrl.trim(),
    agent: values.agent.trim(),
    productId: values.productId.trim(),
    lobbyCode: values.lobbyCode.trim(),
    reconcile: values.reconcile,
    ...(apiKey ? { apiKey } : {}),
  };
}

/** Checked as the server will, so a mistake is shown in place before anything is asked. */
function checked(form: UseFormReturn<ProviderValues>, values: ProviderValues, keyStored: boolean) {
  const body = bodyOf(values);
  if (body.kind === "amb" && body.apiKey === undefined && !keyStored) {
    form.setError("apiKey", { message: gameProviderErrors.keyRequired }, { shouldFocus: true });
    return undefined;
  }
  const parsed = gameProviderBody.safeParse(body, keyedIssues);
  if (parsed.success) return parsed.data;
  const shown = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = isField(issue.path[0]) ? issue.path[0] : "root";
    // An empty agent also fails its pattern: the first issue, "required", is the one to show.
    if (shown.has(field)) continue;
    shown.add(field);
    form.setError(field, { message: issue.message });
  }
  return undefined;
}

/** The server's refusal under its field; one of no field here (the busy refusal) as the form's own. */
function showRefusal(form: UseFormReturn<ProviderValues>, error: unknown) {
  const entries = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
  const known = entries.filter(([field]) => isField(field));
  for (const [field, message] of known) form.setError(field as Field, { message }, { shouldFocus: true });
  if (known.length === 0) form.setError("root", { message: entries[0]?.[1] ?? errorKey(error) });
}

/** An owner's change of one provider's account, asked again before players' credit moves through it. */
export function GameProviderForm({ agency, settings }: { agency: string; settings: GameProviderSettings }) {
  const { t } = useTranslation();
  const provider = settings.provider;
  const name = t(`provider.${provider}`);
  const values = useMemo<ProviderValues>(
    () => ({
      kind: settings.kind,
      baseUrl: settings.baseUrl ?? AMB_DEFAULT_BASE_URL,
      agent: settings.agent ?? "",
      apiKey: "",
      productId: settings.productId ?? AMB_PRODUCT_IDS[settings.provider] ?? "",
      lobbyCode: settings.lobbyCode ?? "",
      reconcile: settings.reconcile,
    }),
    [settings],
  );
  const form = useForm<ProviderValues>({ values });
  const save = useSaveGameProvider(agency, provider, t("settings.provider_saved", { provider: name }));
  const [asking, setAsking] = useState<GameProviderBody | undefined>();
  const { errors, isDirty } = form.formState;
  const kind = form.watch("kind");
  const keyStored = settings.apiKeyLast4 !== null;
  const id = (field: string) => `provider-${provider}-${field}`;

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
      onSuccess: () => form.reset({ ...form.getValues(), apiKey: "" }),
      onError: (error) => showRefusal(form, error),
      onSettled: close,
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 pt-2">
        <RadioTiles legend={t("settings.provider_choose")} className="grid gap-3 sm:grid-cols-2">
          {gameProviderKinds.map((choice) => (
            <RadioTile key={choice} value={choice} tileClassName="min-h-14" {...form.register("kind")}>
              <span className="flex flex-col">
                <span className="font-semibold">{t(`settings.provider_kind.${choice}`)}</span>
                <span className="text-muted-foreground text-xs">
                  {t(`settings.provider_kind_hint.${choice}`)}
                </span>
              </span>
            </RadioTile>
          ))}
        </RadioTiles>
        {kind === "amb" ? (
          <div className="grid gap-5 md:grid-cols-2">
            <FormTextField
              id={id("base-url")}
              label={t("settings.provider_base_url")}
              hint={t("settings.provider_base_url_hint")}
              error={errors.baseUrl?.message}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("baseUrl")}
            />
            <FormTextField
              id={id("agent")}
              label={t("settings.provider_agent")}
              hint={t("settings.provider_agent_hint")}
              error={errors.agent?.message}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              {...form.register("agent")}
            />
            <FormTextField
              id={id("key")}
              type="password"
              autoComplete="off"
              spellCheck={false}
              label={t("settings.provider_key_new")}
              hint={
                keyStored
                  ? t("settings.provider_key_keep", { last4: settings.apiKeyLast4 })
                  : t("settings.provider_key_hint")
              }
              error={errors.apiKey?.message}
              {...form.register("apiKey")}
            />
            <FormTextField
              id={id("product")}
              label={t("settings.provider_product")}
              hint={t("settings.provider_product_hint")}
              error={errors.productId?.message}
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register("productId")}
            />
            <FormTextField
              id={id("lobby")}
              label={t("settings.provider_lobby")}
              hint={t("settings.provider_lobby_hint")}
              error={errors.lobbyCode?.message}
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("lobbyCode")}
            />
            <RadioTiles legend={t("settings.provider_reconcile")} className="gap-3 md:col-span-2">
              <div className="grid gap-3 sm:grid-cols-2">
                {reconcileChoices.map((mode) => (
                  <RadioTile key={mode} value={mode} tileClassName="min-h-14" {...form.register("reconcile")}>
                    <span className="flex flex-col">
                      <span className="font-semibold">{t(`settings.provider_reconcile_mode.${mode}`)}</span>
                      <span className="text-muted-foreground text-xs">
                        {t(`settings.provider_reconcile_hint.${mode}`)}
                      </span>
                    </span>
                  </RadioTile>
                ))}
              </div>
            </RadioTiles>
          </div>
        ) : null}
        <SaveRow
          label={t("settings.provider_save")}
          pending={save.isPending}
          disabled={!isDirty}
          error={errors.root?.message}
        />
      </form>
      <ConfirmDialog
        open={asking !== undefined}
        title={t("settings.provider_confirm_title", { provider: name })}
        description={t(
          asking?.kind === "amb" ? "settings.provider_confirm_amb" : "settings.provider_confirm_sandbox",
          { provider: name },
        )}
        confirm={t("settings.provider_confirm")}
        pending={save.isPending}
        error={undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
