import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordBody, changePasswordBody } from "@kham/contract";
import { useRouteContext } from "@tanstack/react-router";
import { CircleCheck, Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldGroup } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useChangePassword } from "../api/change-password";

export const PASSWORD_ERROR_TOAST_MS = 5000;

const fields = ["currentPassword", "newPassword", "confirmNewPassword"] as const;
const labels = {
  currentPassword: "password.current_password",
  newPassword: "password.new_password",
  confirmNewPassword: "password.confirm_new_password",
} as const;
const autoComplete = {
  currentPassword: "current-password",
  newPassword: "new-password",
  confirmNewPassword: "new-password",
} as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const [changed, setChanged] = useState(false);
  if (changed) return <PasswordChangedDialog />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <ChangePasswordForm onChanged={() => setChanged(true)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const agency = useRouteContext({ from: "__root__", select: (context) => context.agency });
  const changePassword = useChangePassword();
  // One toggle shows or hides all three fields.
  const [visible, setVisible] = useState(false);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    mode: "onTouched",
    defaultValues: { currentPassword: "", newPassword: "", confirmNewPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (!agency) return;
    try {
      await changePassword.mutateAsync(body);
      toast.dismiss();
      onChanged();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fields : undefined;
      for (const field of fields) {
        const reason = fieldErrors?.[field];
        if (reason) form.setError(field, { message: reason });
      }
      const wrongPassword =
        isApiError(error) && (error.code === "PASSWORD_INCORRECT" || error.code === "VALIDATION_ERROR");
      toast.error(t("password.notification.error"), {
        description: wrongPassword ? t("password.notification.password_is_incorrect") : t(errorKey(error)),
        duration: PASSWORD_ERROR_TOAST_MS,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t("password.title")}</DialogTitle>
        <DialogDescription>{t("password.description")}</DialogDescription>
      </DialogHeader>
      <FieldGroup>
        {fields.map((field) => (
          <FormTextField
            key={field}
            id={`change-password-${field}`}
            label={t(labels[field])}
            error={errors[field]?.message}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete[field]}
            {...form.register(field)}
          />
        ))}
      </FieldGroup>
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-gold-light text-sm hover:underline focus-visible:outline-2 focus-visible:outline-gold"
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        {visible ? t("password.hide") : t("password.show")}
      </button>
      <DialogFooter>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-gold-foreground" /> : null}
          {t("password.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Shown after a successful change; closing it reloads the page. */
function PasswordChangedDialog() {
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  return (
    <Dialog open onOpenChange={(open) => !open && reload()}>
      <DialogContent showCloseButton={false} className="text-center">
        <DialogHeader className="items-center pr-0">
          <CircleCheck className="size-12 text-success" aria-hidden />
          <DialogTitle>{t("password.notification.success")}</DialogTitle>
          <DialogDescription>{t("password.notification.password_changed")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" size="lg" className="w-full" onClick={reload}>
            {t("password.notification.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
