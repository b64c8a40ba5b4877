import { zodResolver } from "@hookform/resolvers/zod";
import {
  PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type Staff,
  type StaffRole,
  staffRoles,
  staffUsernameSchema,
} from "@kham/contract";
import { TriangleAlert, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError, FieldGroup } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-text-field";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { validationText } from "@/lib/messages";
import { CopyButton } from "../../../components/copy-button";
import { useCreateStaff } from "../api/create-staff";

/** The form as typed: an empty password means "generate one". */
const staffForm = z.object({
  username: staffUsernameSchema,
  role: z.enum(staffRoles, { error: "staff.role_required" }),
  password: z
    .string()
    .refine((value) => value === "" || value.length >= STAFF_PASSWORD_MIN, "validation.staff_password_min")
    .refine((value) => value.length <= PASSWORD_MAX, "validation.password_max"),
  platform: z.boolean(),
});
type StaffForm = z.input<typeof staffForm>;

const formFields = ["username", "role", "password", "platform"] as const;

/** A new account made, with the password the server generated (null when the owner chose one). */
interface Made {
  staff: Staff;
  password: string;
}

/** A generated password is answered this once, so the dialog shows it until closed, never again. */
export function CreateStaffDialog({
  agency,
  open,
  onClose,
  mayMakePlatform,
}: {
  agency: string;
  open: boolean;
  onClose: () => void;
  /** Only platform owners make platform accounts. */
  mayMakePlatform: boolean;
}) {
  const [made, setMade] = useState<Made | undefined>();
  const close = () => {
    // Forgotten on close: the generated password is shown once only.
    setMade(undefined);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-w-lg"
        // Clicking beside the dialog must not lose a password that cannot be shown again.
        onInteractOutside={(event) => (made ? event.preventDefault() : undefined)}
      >
        {made ? (
          <GeneratedPassword made={made} onDone={close} />
        ) : open ? (
          <CreateStaffForm
            agency={agency}
            mayMakePlatform={mayMakePlatform}
            onMade={(staff, password) => (password === null ? close() : setMade({ staff, password }))}
            onCancel={close}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateStaffForm({
  agency,
  mayMakePlatform,
  onMade,
  onCancel,
}: {
  agency: string;
  mayMakePlatform: boolean;
  onMade: (staff: Staff, password: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<StaffForm, unknown, z.output<typeof staffForm>>({
    resolver: zodResolver(staffForm),
    mode: "onTouched",
    defaultValues: { username: "", password: "", platform: false },
  });
  const { errors, isSubmitting } = form.formState;
  const create = useCreateStaff(agency, {
    onSuccess: (done) => {
      if (done.password === null) {
        toast.success(t("staff.created", { username: done.staff.username }), { duration: 5000 });
      }
      onMade(done.staff, done.password);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      for (const field of formFields) {
        const reason = fields?.[field];
        if (reason) form.setError(field, { message: reason });
      }
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const body = {
      username: values.username,
      role: values.role,
      platform: mayMakePlatform && values.platform,
      ...(values.password ? { password: values.password } : {}),
    };
    await create.mutateAsync(body).catch(() => undefined);
  });
  // A refusal that names no field of the form (a 403, the network) is said under the form.
  const fieldless =
    create.isError && !(isApiError(create.error) && create.error.fields) ? t(errorKey(create.error)) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t("staff.create_title")}</DialogTitle>
        <DialogDescription>{t("staff.create_intro")}</DialogDescription>
      </DialogHeader>
      <FieldGroup>
        <FormTextField
          id={`${id}-username`}
          label={t("staff.username")}
          hint={t("staff.username_hint")}
          error={errors.username?.message}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
        <RadioTiles legend={t("staff.role")} data-invalid={Boolean(errors.role)}>
          <div className="grid gap-2 sm:grid-cols-2">
            {staffRoles.map((role: StaffRole) => (
              <RadioTile key={role} value={role} {...form.register("role")} tileClassName="min-h-11">
                <span className="flex flex-col">
                  <span className="font-medium">{t(`role.${role}`)}</span>
                  <span className="text-muted-foreground text-xs">{t(`staff.role_hint.${role}`)}</span>
                </span>
              </RadioTile>
            ))}
          </div>
          <FieldError message={validationText(t, errors.role?.message)} />
        </RadioTiles>
        <FormTextField
          id={`${id}-password`}
          label={t("staff.password")}
          hint={t("staff.password_hint")}
          error={errors.password?.message}
          type="text"
          autoComplete="new-password"
          spellCheck={false}
          {...form.register("password")}
        />
        {mayMakePlatform ? (
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-background-elevated p-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-5 accent-gold" {...form.register("platform")} />
            <span className="flex flex-col">
              <span className="font-medium">{t("staff.platform")}</span>
              <span className="text-muted-foreground text-xs">{t("staff.platform_hint")}</span>
            </span>
          </label>
        ) : null}
      </FieldGroup>
      {fieldless ? (
        <p role="alert" className="text-danger text-sm">
          {fieldless}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-gold-foreground" /> : <UserPlus />}
          {t("staff.create_confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The generated password, this once: copy it and hand it over; it is kept nowhere readable. */
function GeneratedPassword({ made, onDone }: { made: Made; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("staff.created_title", { username: made.staff.username })}</DialogTitle>
        <DialogDescription>{t("staff.created_intro")}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <span className="text-muted-foreground text-sm">{t("staff.generated_password")}</span>
        <div className="flex items-center gap-2 rounded-xl border border-gold/40 bg-background p-3">
          <code
            data-testid="generated-password"
            className="min-w-0 flex-1 break-all font-mono text-gold-light text-lg"
          >
            {made.password}
          </code>
          <CopyButton value={made.password} label={t("staff.generated_password")} />
        </div>
      </div>
      <p
        role="alert"
        className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-warning"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("staff.shown_once")}
      </p>
      <DialogFooter>
        <Button onClick={onDone}>{t("staff.password_taken")}</Button>
      </DialogFooter>
    </>
  );
}
