import { zodResolver } from "@hookform/resolvers/zod";
import { addDomainBody } from "@kham/contract";
import { ExternalLink, Globe, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { useAddDomain } from "../api/add-domain";
import type { AgencySettings } from "../api/get-settings";
import { useRemoveDomain } from "../api/remove-domain";
import { failureKey, keyedIssues, showServerError } from "../form-errors";
import { ConfirmDialog } from "./confirm-dialog";
import { SettingsSection } from "./section";

/** The addresses players open the agency at; the last one stays, or nobody could reach it. */
export function DomainsSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | undefined>();
  const remove = useRemoveDomain(agency, (domain) => t("settings.domain_removed", { domain }));
  const last = settings.domains.length === 1;
  const close = () => {
    remove.reset();
    setRemoving(undefined);
  };
  return (
    <SettingsSection
      id="domains"
      icon={Globe}
      title={t("settings.domains")}
      description={t("settings.domains_intro")}
    >
      {settings.domains.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-4 text-muted-foreground text-sm">
          {t("settings.domains_none")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-background/40">
          {settings.domains.map((domain) => (
            <li key={domain} className="flex min-h-14 items-center gap-3 px-4 py-2">
              <a
                href={`https://${domain}`}
                target="_blank"
                rel="noreferrer"
                className="flex min-w-0 flex-1 items-center gap-2 break-all font-mono text-sm hover:text-gold-light"
              >
                {domain}
                <ExternalLink aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
              </a>
              <Button
                variant="ghost"
                size="icon"
                disabled={last}
                aria-label={t("settings.domain_remove", { domain })}
                onClick={() => setRemoving(domain)}
                className="text-muted-foreground hover:text-danger"
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {last ? <p className="-mt-2 text-muted-foreground text-xs">{t("admin.domain_last")}</p> : null}
      <AddDomainForm agency={agency} />
      <ConfirmDialog
        open={removing !== undefined}
        title={t("settings.domain_remove_title", { domain: removing ?? "" })}
        description={t("settings.domain_remove_intro", { domain: removing ?? "" })}
        confirm={t("settings.domain_remove_confirm")}
        pending={remove.isPending}
        error={remove.isError ? failureKey(remove.error) : undefined}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: close });
        }}
        onClose={close}
      />
    </SettingsSection>
  );
}

function AddDomainForm({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(addDomainBody, keyedIssues),
    defaultValues: { domain: "" },
  });
  const add = useAddDomain(agency, (domain) => t("settings.domain_added", { domain }));
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ domain }) => {
    try {
      await add.mutateAsync(domain);
      form.reset();
    } catch (error) {
      showServerError(form, error, ["domain"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormTextField
          id="domain-new"
          label={t("settings.domain_new")}
          hint={t("settings.domain_hint")}
          error={errors.domain?.message ?? errors.root?.message}
          placeholder="play.example.com"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("domain")}
        />
      </div>
      <Button type="submit" variant="outline" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? <Spinner /> : <Plus />}
        {t("settings.domain_add")}
      </Button>
    </form>
  );
}
