import type { StaffLoginAnswer } from "@kham/contract";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { optionalText } from "@/lib/search-params";
import { LanguageSelect } from "../components/language-select";
import { CodeStep } from "../features/auth/components/code-step";
import { PasswordStep } from "../features/auth/components/password-step";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: optionalText(search.redirect),
  }),
  component: LoginScreen,
});

/** Password, then the authenticator's code (enrolled at first login); too many wrong codes end the login. */
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
