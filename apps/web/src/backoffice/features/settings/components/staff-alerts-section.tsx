import {
  languages,
  type StaffAlertSettings,
  type StaffAlertSettingsBody,
  type StaffAlertTest,
  type StaffAlertTopic,
  staffAlertSettingsBody,
  staffAlertTopics,
} from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { BellRing, RotateCw, Send } from "lucide-react";
import { useMemo } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import type { TFunction } from "@/lib/translator";
import { staffAlertsQueryOptions } from "../api/get-staff-alerts";
import { useSaveStaffAlerts } from "../api/save-staff-alerts";
import { useTestStaffAlerts } from "../api/test-staff-alerts";
import { keyedIssues, showServerError } from "../form-errors";
import { ConnectionTest } from "./connection-test";
import { SaveRow, SelectField, SettingsSection } from "./section";

interface AlertValues {
  botToken: string;
  language: StaffAlertSettings["language"];
  chats: Record<StaffAlertTopic, string>;
  depositAlertAbove: string;
}

/** Named as the server names them, so its refusals land under their fields. */
const fields = [
  "botToken",
  "language",
  "depositAlertAbove",
  ...staffAlertTopics.map((topic) => `chats.${topic}` as const),
] as const;

function valuesOf(settings: StaffAlertSettings): AlertValues {
  return {
    botToken: "",
    language: settings.language,
    chats: {
      withdrawals: settings.chats.withdrawals ?? "",
      deposits: settings.chats.deposits ?? "",
      exceptions: settings.chats.exceptions ?? "",
      security: settings.chats.security ?? "",
    },
    depositAlertAbove: settings.depositAlertAbove,
  };
}

/** The call's body: an empty token keeps the stored one, an empty chat is no chat. */
function bodyOf(values: AlertValues): StaffAlertSettingsBody {
  const token = values.botToken.trim();
  const chat = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    ...(token ? { botToken: token } : {}),
    language: values.language,
    chats: {
      withdrawals: chat(values.chats.withdrawals),
      deposits: chat(values.chats.deposits),
      exceptions: chat(values.chats.exceptions),
      security: chat(values.chats.security),
    },
    depositAlertAbove: values.depositAlertAbove.trim(),
  };
}

/** Checked as the server will, so a mistake is shown in place before anything is asked. */
function checked(form: UseFormReturn<AlertValues>, values: AlertValues, tokenStored: boolean) {
  const body = bodyOf(values);
  const anyChat = Object.values(body.chats).some((chat) => chat !== null);
  if (anyChat && body.botToken === undefined && !tokenStored) {
    form.setError("botToken", { message: "admin.alerts_token_required" }, { shouldFocus: true });
    return undefined;
  }
  const parsed = staffAlertSettingsBody.safeParse(body, keyedIssues);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    const field = fields.find((candidate) => candidate === name) ?? "root";
    form.setError(field, { message: issue.message }, { shouldFocus: true });
  }
  return undefined;
}

/** The test's answer in the staff's words: the failure's own text, never Telegram's English. */
function testText(t: TFunction, result: StaffAlertTest): string {
  if (result.ok) return t("settings.alerts_test_ok");
  const topic = result.topic ? t(`settings.alerts_topic.${result.topic}`) : "";
  return t(`settings.alerts_test_failure.${result.failure ?? "REFUSED"}`, { topic });
}

function AlertsForm({ agency, settings }: { agency: string; settings: StaffAlertSettings }) {
  const { t } = useTranslation();
  const values = useMemo(() => valuesOf(settings), [settings]);
  const form = useForm<AlertValues>({ values });
  const save = useSaveStaffAlerts(agency, t("settings.alerts_saved"));
  const { errors, isDirty } = form.formState;
  const tokenStored = settings.botTokenLast4 !== null;
  const submit = form.handleSubmit((current) => {
    const body = checked(form, current, tokenStored);
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => form.reset({ ...form.getValues(), botToken: "" }),
      onError: (error) => showServerError(form, error, fields),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <FormTextField
          id="alerts-token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          label={t("settings.alerts_token")}
          hint={
            tokenStored
              ? t("settings.alerts_token_keep", { last4: settings.botTokenLast4 })
              : t("settings.alerts_token_hint")
          }
          error={errors.botToken?.message}
          {...form.register("botToken")}
        />
        <SelectField
          id="alerts-language"
          label={t("settings.alerts_language")}
          error={errors.language?.message}
          {...form.register("language")}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`settings.alerts_language_name.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-sm">{t("settings.alerts_chats")}</legend>
        <p className="text-muted-foreground text-sm">{t("settings.alerts_chats_hint")}</p>
        <div className="grid gap-5 md:grid-cols-2">
          {staffAlertTopics.map((topic) => (
            <FormTextField
              key={topic}
              id={`alerts-chat-${topic}`}
              label={t(`settings.alerts_topic.${topic}`)}
              hint={t(`settings.alerts_topic_hint.${topic}`)}
              error={errors.chats?.[topic]?.message}
              placeholder="-1001234567890"
              inputMode="text"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              className="tabular-nums"
              {...form.register(`chats.${topic}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="md:w-1/2">
        <FormTextField
          id="alerts-deposit-above"
          label={t("settings.alerts_deposit_above")}
          hint={t("settings.alerts_deposit_above_hint")}
          error={errors.depositAlertAbove?.message}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register("depositAlertAbove")}
        />
      </div>
      <SaveRow
        label={t("settings.alerts_save")}
        pending={save.isPending}
        disabled={!isDirty}
        error={errors.root?.message}
      />
    </form>
  );
}

/** Sends a message to each chat with the saved settings and says in words what went wrong. */
function AlertsTest({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const test = useTestStaffAlerts(agency);
  return (
    <ConnectionTest
      test={test}
      hint={t("settings.alerts_test_hint")}
      label={t("settings.alerts_test")}
      icon={<Send />}
      resultTestId="alerts-test-result"
      className="border-border border-t pt-5"
    >
      {(result) => <span>{testText(t, result)}</span>}
    </ConnectionTest>
  );
}

/** Where the agency's staff are told of withdrawals, deposits, exceptions and security: a Telegram bot. */
export function StaffAlertsSection({ agency, editable }: { agency: string; editable: boolean }) {
  const { t } = useTranslation();
  const alerts = useQuery(staffAlertsQueryOptions(agency));
  return (
    <SettingsSection
      id="alerts"
      icon={BellRing}
      title={t("settings.alerts")}
      description={t("settings.alerts_intro")}
    >
      {alerts.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" />
        </div>
      ) : alerts.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-danger text-sm">
          {t(errorKey(alerts.error))}
          <Button variant="secondary" size="sm" onClick={() => void alerts.refetch()}>
            <RotateCw />
            {t("settings.retry")}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm" data-testid="alerts-token">
            {alerts.data.botTokenLast4 === null
              ? t("settings.alerts_token_none")
              : `•••• ${alerts.data.botTokenLast4}`}
          </p>
          {editable ? (
            <>
              <AlertsForm agency={agency} settings={alerts.data} />
              <AlertsTest agency={agency} />
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{t("settings.alerts_owner_only")}</p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
