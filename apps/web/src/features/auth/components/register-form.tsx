import { USERNAME_MAX, USERNAME_MIN } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { CircleCheck, CircleX, UserPlus } from "lucide-react";
import { useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { lazyResolver } from "@/lib/lazy-resolver";
import { validationText } from "@/lib/messages";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";
import { useRegister } from "../api/register";
import { type UsernameCheck, useUsernameAvailability } from "../api/validate-username";
import type { RegisterInput, RegisterValues } from "../validation";
import { PasswordInput } from "./password-input";

const formFields = ["username", "password", "confirmPassword", "displayName", "ageConfirmed"] as const;

/** A taken name asks for a new one; any other failure asks the player to contact staff. */
export function registerFailureKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === "USERNAME_TAKEN") return "register.error.username_taken";
    if (error.code === "RATE_LIMITED") return errorKey(error);
  }
  return "register.error.contact_staff";
}

const resolver = lazyResolver(async () => (await import("../validation")).registerResolver);

/** The username's hint: its rules, then whether the name is free once it can be checked. */
function UsernameStatus({ check }: { check: UsernameCheck }) {
  const { t } = useTranslation();
  if (check === "checking") {
    return (
      <p className="flex items-center gap-1.5" aria-live="polite">
        <Spinner className="size-3.5" /> {t("register.username_checking")}
      </p>
    );
  }
  if (check === "available") {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success" aria-live="polite">
        <CircleCheck className="size-4" /> {t("register.username_available")}
      </p>
    );
  }
  if (check === "taken") {
    return (
      <p className="flex items-center gap-1.5 text-danger text-sm" aria-live="polite">
        <CircleX className="size-4" /> {t("register.error.username_taken")}
      </p>
    );
  }
  return <p>{t("register.username_hint", { min: USERNAME_MIN, max: USERNAME_MAX })}</p>;
}

export interface RegisterFormProps {
  /** Resolves the device fingerprint hash sent in the body and the X-Fingerprint header. */
  loadFingerprint: () => Promise<string>;
  onSuccess: () => void | Promise<void>;
}

export function RegisterForm({ loadFingerprint, onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const registerPlayer = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver,
    mode: "onTouched",
    defaultValues: { username: "", password: "", confirmPassword: "", displayName: "", fingerprint: "" },
  });
  // A visitor may type before the app has taken the server's HTML over.
  const formRef = useTypedBeforeHydration(form.setValue);
  const { errors, isSubmitting } = form.formState;
  const username = useWatch({ control: form.control, name: "username" });
  const availability = useUsernameAvailability(username);

  // Fingerprinting is heavy on a slow phone: it starts on the first touch, not while the screen starts.
  const fingerprint = useRef<Promise<string> | null>(null);
  const startFingerprint = () => {
    fingerprint.current ??= loadFingerprint().catch(() => "unavailable");
  };
  // The first touch also brings the form's validation (the screen arrives without it).
  const reachedFor = () => {
    startFingerprint();
    resolver.preload();
  };

  const submitValid = form.handleSubmit(async (body) => {
    try {
      await registerPlayer.mutateAsync(body);
      await onSuccess();
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of formFields) {
          const reason = error.fields[field];
          if (reason) form.setError(field, { message: reason });
        }
      }
      if (isApiError(error) && error.code === "USERNAME_TAKEN") {
        form.setError("username", { message: "register.error.username_taken" });
      }
      form.setError("root", { message: registerFailureKey(error) });
    }
  });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.getValues("fingerprint")) {
      startFingerprint();
      form.setValue("fingerprint", await fingerprint.current!);
    }
    await submitValid();
  };

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      onFocus={reachedFor}
      onPointerDown={reachedFor}
      noValidate
      className="flex flex-col gap-6"
    >
      <FieldGroup>
        <FormTextField
          id="register-username"
          label={t("register.username")}
          error={errors.username?.message}
          invalid={availability === "taken"}
          hint={errors.username ? undefined : <UsernameStatus check={availability} />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("register.username_placeholder")}
          {...form.register("username", {
            setValueAs: (value: string) => value.trim().toLowerCase(),
          })}
        />
        <FormTextField
          id="register-display-name"
          label={t("register.display_name")}
          error={errors.displayName?.message}
          autoComplete="nickname"
          placeholder={t("register.display_name_placeholder")}
          {...form.register("displayName")}
        />
        <FormTextField
          id="register-password"
          label={t("register.password")}
          error={errors.password?.message}
          control={PasswordInput}
          autoComplete="new-password"
          placeholder={t("register.password_placeholder")}
          {...form.register("password")}
        />
        <FormTextField
          id="register-confirm-password"
          label={t("register.confirm_password")}
          error={errors.confirmPassword?.message}
          control={PasswordInput}
          autoComplete="new-password"
          placeholder={t("register.confirm_password_placeholder")}
          {...form.register("confirmPassword")}
        />
        <Field data-invalid={Boolean(errors.ageConfirmed)}>
          <label
            htmlFor="register-age-confirmed"
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background-elevated px-3 py-2 text-sm group-data-[invalid=true]/field:border-danger"
          >
            <input
              id="register-age-confirmed"
              type="checkbox"
              className="size-5 shrink-0 cursor-pointer accent-gold"
              aria-invalid={Boolean(errors.ageConfirmed)}
              aria-describedby="register-age-confirmed-error"
              {...form.register("ageConfirmed")}
            />
            <span>{t("register.age_confirm")}</span>
          </label>
          <FieldError
            id="register-age-confirmed-error"
            message={validationText(t, errors.ageConfirmed?.message)}
          />
        </Field>
      </FieldGroup>
      {errors.root?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {t(errors.root.message)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="text-gold-foreground" /> : <UserPlus />}
        {t("register.submit")}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        {t("register.have_account")}{" "}
        <Link to="/login" className="font-semibold text-gold-light underline-offset-4 hover:underline">
          {t("register.login_link")}
        </Link>
      </p>
    </form>
  );
}
