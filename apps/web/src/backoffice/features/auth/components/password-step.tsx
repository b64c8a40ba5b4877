import type { StaffLoginAnswer } from "@kham/contract";
import { KeyRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { RetryAfter } from "@/components/retry-after";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import { useLogIn } from "../api/log-in";
import { failureKey } from "../login-failures";

/** The first step: username and password; `notice` says why the staff member is here again. */
export function PasswordStep({
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
  const login = useLogIn({ onSuccess: onDone });
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
