import type { StaffLoginAnswer } from "@kham/contract";
import { useNavigate } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import { safeRedirect } from "@/lib/safe-redirect";
import { useGiveCode } from "../api/give-code";
import { codeFailureKey, passwordAgainKey } from "../login-failures";
import { Enrolment } from "./enrolment";

/** The second step: the authenticator's code, after enrolling it at the first login. */
export function CodeStep({
  step,
  onPasswordAgain,
}: {
  step: StaffLoginAnswer;
  onPasswordAgain: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const verify = useGiveCode({
    onSuccess: async () => {
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
