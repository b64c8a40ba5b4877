import type { StaffLoginAnswer } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createLazyRoute, useNavigate } from "@tanstack/react-router";
import { KeyRound, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { RetryAfter } from "@/components/retry-after";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { qrModules, qrPath } from "@/lib/qr-code";
import { safeRedirect } from "@/lib/safe-redirect";
import { CopyButton } from "../../components/copy-button";
import { LanguageSelect } from "../../components/language-select";
import { giveCode, logIn, meKey } from "./api";

export const Route = createLazyRoute("/login")({ component: LoginScreen });

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function failureKey(error: unknown): string {
  if (isApiError(error) && error.code === "INVALID_CREDENTIALS") return "login.wrong";
  if (isApiError(error) && error.code === "VALIDATION_ERROR") return "login.code_invalid";
  return errorKey(error);
}

function codeFailureKey(error: unknown): string {
  if (isApiError(error) && error.code === "INVALID_CREDENTIALS") return "login.code_wrong";
  if (isApiError(error) && error.code === "TOTP_CODE_USED") return "login.code_used";
  return failureKey(error);
}

/** Why the code step sends the staff member back to the password, if it does. */
function passwordAgainKey(error: unknown): string | undefined {
  if (isApiError(error) && error.status === 429) return "login.code_locked";
  if (isApiError(error) && error.status === 401) return "login.password_again";
  return undefined;
}

/**
 * Two steps: the password, then the authenticator's 6-digit code. At the first login the second
 * step enrols the app: the secret as a QR code and as text, confirmed by a first code. Too many
 * wrong codes end the login: back to the password, saying why.
 */
function LoginScreen() {
  const { t } = useTranslation();
  const [step, setStep] = useState<StaffLoginAnswer | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.12),transparent_60%)] px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-gold/25 bg-surface p-6 shadow-[0_24px_64px_-16px_rgb(0_0_0/0.9)] sm:p-8">
        <header className="flex flex-col items-center gap-2 text-center">
          <img src="/brand/logo.svg" alt="" className="h-14 w-auto" />
          <h1 className="font-semibold text-gold-light text-xl">{t("login.title")}</h1>
          <p className="text-muted-foreground text-sm">
            {step === undefined
              ? t("login.subtitle")
              : step.step === "enroll"
                ? t("login.enroll_intro")
                : t("login.verify_intro")}
          </p>
        </header>
        {step === undefined ? (
          <PasswordStep
            notice={notice}
            onDone={(answer) => {
              setNotice(undefined);
              setStep(answer);
            }}
          />
        ) : (
          <CodeStep
            step={step}
            onPasswordAgain={(key) => {
              setNotice(key);
              setStep(undefined);
            }}
          />
        )}
      </div>
      <LanguageSelect />
    </main>
  );
}

function PasswordStep({
  notice,
  onDone,
}: {
  notice: string | undefined;
  onDone: (answer: StaffLoginAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const login = useMutation({ mutationFn: logIn, onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() && password) login.mutate({ username: username.trim(), password });
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      {notice !== undefined && !login.isError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-danger text-sm">
          {t(notice)}
        </p>
      ) : null}
      <FormTextField
        id={`${id}-username`}
        label={t("login.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormTextField
        id={`${id}-password`}
        label={t("login.password")}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {login.isError ? (
        <p role="alert" className="text-danger text-sm">
          {t(failureKey(login.error))}
          <RetryAfter error={login.error} />
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={login.isPending || !username.trim() || !password}>
        <KeyRound />
        {t("login.next")}
      </Button>
    </form>
  );
}

function CodeStep({
  step,
  onPasswordAgain,
}: {
  step: StaffLoginAnswer;
  onPasswordAgain: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const verify = useMutation({
    mutationFn: giveCode,
    onSuccess: async (me) => {
      queryClient.setQueryData(meKey, me);
      const search = new URLSearchParams(window.location.search);
      const target = safeRedirect(search.get("redirect") ?? undefined, "/");
      // The redirect is a path inside the back office (the router's href includes the basepath).
      await navigate({ to: target.replace(/^\/backoffice(?=\/|$)/, "") || "/" });
    },
    onError: (error) => {
      const notice = passwordAgainKey(error);
      if (notice !== undefined) onPasswordAgain(notice);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code)) verify.mutate(code);
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      {step.step === "enroll" ? <Enrolment uri={step.otpauthUri} secret={step.secret} /> : null}
      <FormTextField
        id={`${id}-code`}
        label={t("login.code")}
        hint={t("login.code_hint")}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="\d{6}"
        maxLength={6}
        autoFocus
        required
        className="text-center font-mono text-2xl tracking-[0.5em]"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
      />
      {verify.isError ? (
        <p role="alert" className="text-danger text-sm">
          {t(codeFailureKey(verify.error))}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={verify.isPending || code.length !== 6}>
        <ShieldCheck />
        {step.step === "enroll" ? t("login.enroll_confirm") : t("login.verify")}
      </Button>
    </form>
  );
}

/** The authenticator app's enrolment: scan the QR, or type the secret shown under it. */
function Enrolment({ uri, secret }: { uri: string; secret: string }) {
  const { t } = useTranslation();
  const modules = useMemo(() => qrModules(uri), [uri]);
  const size = modules.length;
  return (
    <div className="flex flex-col items-center gap-3">
      <ol className="list-decimal self-stretch ps-5 text-muted-foreground text-sm">
        <li>{t("login.enroll_step_app")}</li>
        <li>{t("login.enroll_step_scan")}</li>
        <li>{t("login.enroll_step_code")}</li>
      </ol>
      <svg
        role="img"
        aria-label={t("login.enroll_qr")}
        data-otpauth={uri}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="aspect-square w-48 rounded-xl bg-white"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(modules)} fill="#000" />
      </svg>
      <div className="flex w-full items-center justify-between gap-2 rounded-lg border border-border bg-background px-3 py-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-muted-foreground text-xs">{t("login.enroll_secret")}</span>
          <code data-testid="totp-secret" className="break-all font-mono text-gold-light text-sm">
            {groupSecret(secret)}
          </code>
        </div>
        <CopyButton value={secret} label={t("login.enroll_secret")} />
      </div>
    </div>
  );
}
