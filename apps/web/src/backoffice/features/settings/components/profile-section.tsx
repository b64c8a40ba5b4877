import { zodResolver } from "@hookform/resolvers/zod";
import { agencyProfileBody } from "@kham/contract";
import { Store } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { type AgencyProfileInput, useSaveProfile } from "../api/save-profile";
import { keyedIssues, showServerError } from "../form-errors";
import { SaveRow, SettingsSection } from "./section";

const links = [
  { field: "whatsapp", placeholder: "https://wa.me/856201234567" },
  { field: "line", placeholder: "https://line.me/R/ti/p/@agency" },
  { field: "facebook", placeholder: "https://facebook.com/agency" },
  { field: "telegram", placeholder: "https://t.me/agency" },
  { field: "twitter", placeholder: "https://x.com/agency" },
] as const;

const fields = ["name", "logoUrl", ...links.map((link) => link.field)] as const;

/** The agency as players see it: its name, its logo and where they can reach it. */
export function ProfileSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const current = settings.agency;
  const values = useMemo<AgencyProfileInput>(
    () => ({
      name: current.name,
      logoUrl: current.logoUrl,
      whatsapp: current.whatsapp,
      line: current.line,
      facebook: current.facebook,
      telegram: current.telegram,
      twitter: current.twitter,
    }),
    [current],
  );
  const form = useForm<AgencyProfileInput>({
    resolver: zodResolver(agencyProfileBody, keyedIssues),
    values,
  });
  const save = useSaveProfile(agency, () => t("settings.profile_saved"));
  const { errors, isDirty } = form.formState;
  const logo = form.watch("logoUrl");

  const submit = form.handleSubmit(async (profile) => {
    try {
      await save.mutateAsync(profile);
    } catch (error) {
      showServerError(form, error, fields);
    }
  });

  return (
    <SettingsSection
      id="profile"
      icon={Store}
      title={t("settings.profile")}
      description={t("settings.profile_intro")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField
            id="profile-name"
            label={t("settings.agency_name")}
            error={errors.name?.message}
            autoComplete="organization"
            {...form.register("name")}
          />
          <div className="flex items-end gap-3">
            <FormTextField
              id="profile-logo"
              label={t("settings.logo_url")}
              error={errors.logoUrl?.message}
              hint={t("settings.logo_hint")}
              inputMode="url"
              spellCheck={false}
              {...form.register("logoUrl")}
            />
            <span className="mb-7 flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-background">
              {logo ? (
                <img src={logo} alt={t("settings.logo_preview")} className="size-full object-contain" />
              ) : null}
            </span>
          </div>
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-foreground text-sm">
            {t("settings.contact_links")}
          </legend>
          <p className="-mt-2 text-muted-foreground text-xs">{t("settings.contact_links_hint")}</p>
          <div className="grid gap-5 md:grid-cols-2">
            {links.map((link) => (
              <FormTextField
                key={link.field}
                id={`profile-${link.field}`}
                label={t(`settings.link_${link.field}`)}
                error={errors[link.field]?.message}
                placeholder={link.placeholder}
                inputMode="url"
                spellCheck={false}
                {...form.register(link.field)}
              />
            ))}
          </div>
        </fieldset>
        <SaveRow
          label={t("settings.save_profile")}
          pending={form.formState.isSubmitting}
          disabled={!isDirty}
          error={errors.root?.message}
        />
      </form>
    </SettingsSection>
  );
}
