import type { Language } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { RetryAfter } from "@/components/retry-after";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatLaoDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useNumberFormat } from "@/lib/use-number-format";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useLogin } from "../api/login";
import type { LoginInput, LoginValues } from "../validation";
import { PasswordInput } from "./password-input";

const resolver = lazyResolver(async () => (await import("../validation")).loginResolver);

/** The message a failed login shows; a wrong username or password is one message. */
export function loginFailureKey(error: unknown): string {
  if (isApiError(error) && (error.code === "INVALID_CREDENTIALS" || error.code === "VALIDATION_ERROR")) {
    return "login.error.invalid_credentials";
  }
  if (isApiError(error) && error.code === "SELF_EXCLUDED") {
    const until = error.details?.until;
    if (until === null) return "login.error.excluded_permanent";
    return until && !Number.isNaN(Date.parse(until)) ? "login.error.excluded_until" : "errors.SELF_EXCLUDED";
  }
  return errorKey(error);
}

/** The end of a break the server refused the login for, in Lao time, for the message. */
function excludedUntil(error: unknown, language: Language): string | undefined {
  const until = isApiError(error) ? error.details?.until : undefined;
  return until ? formatLaoDateTime(until, language) : undefined;
}

export function LoginForm({ onSuccess }: { onSuccess: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const login = useLogin();
  const format = useNumberFormat();
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver,
    defaultValues: { username: "", password: "" },
  });
  // A visitor may type before the app has taken the server's HTML over.
  const formRef = useTypedBeforeHydration(form.setValue);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await login.mutateAsync({ ...body, username: body.username.trim().toLowerCase() });
      await onSuccess();
    } catch (error) {
      form.setError("root", { message: loginFailureKey(error) });
    }
  });

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      // The screen arrives without the form's validation; the first touch brings it.
      onFocus={resolver.preload}
      onPointerDown={resolver.preload}
      noValidate
      className="flex flex-col gap-6"
    >
      <FieldGroup>
        <FormTextField
          id="login-username"
          label={t("login.username")}
          error={errors.username?.message}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("login.username_placeholder")}
          {...form.register("username")}
        />
        <FormTextField
          id="login-password"
          label={t("login.password")}
          error={errors.password?.message}
          control={PasswordInput}
          autoComplete="current-password"
          placeholder={t("login.password_placeholder")}
          {...form.register("password")}
        />
      </FieldGroup>
      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {t(errors.root.message, { date: excludedUntil(login.error, format.language) })}
          <RetryAfter error={login.error} />
          {isApiError(login.error) && login.error.code === "SELF_EXCLUDED" ? (
            <>
              {" "}
              <Link
                to="/responsible-gaming"
                className="inline-flex min-h-11 items-center font-semibold text-gold-light underline underline-offset-4"
              >
                {t("login.error.excluded_help")}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Spinner className="text-gold-foreground" /> : <LogIn />}
        {t("login.submit")}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        {t("login.no_account")}{" "}
        <Link to="/register" className="font-semibold text-gold-light underline-offset-4 hover:underline">
          {t("login.register_link")}
        </Link>
      </p>
    </form>
  );
}
