import { Landmark } from "lucide-react";
import { useState } from "react";
import { BankLogo } from "@/components/bank-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import type { AgencySettings } from "../api/get-settings";
import { useSetBankEnabled } from "../api/set-bank-enabled";
import { failureKey } from "../form-errors";
import { ConfirmDialog } from "./confirm-dialog";
import { SettingsSection } from "./section";

type Bank = AgencySettings["banks"][number];

/** The banks players may hold their account at and pay from; a disabled one is no longer offered. */
export function BanksSection({ agency, settings }: { agency: string; settings: AgencySettings }) {
  const { t } = useTranslation();
  const [disabling, setDisabling] = useState<Bank | undefined>();
  const toggle = useSetBankEnabled(agency, (change) =>
    t(change.enabled ? "settings.bank_enabled" : "settings.bank_disabled", { name: change.bank.name }),
  );
  const close = () => {
    toggle.reset();
    setDisabling(undefined);
  };
  return (
    <SettingsSection
      id="banks"
      icon={Landmark}
      title={t("settings.banks")}
      description={t("settings.banks_intro")}
    >
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {settings.banks.map((bank) => (
          <li
            key={bank.code}
            data-testid="bank"
            className="flex items-center gap-3 rounded-xl border border-border bg-background/40 p-3"
          >
            <BankLogo
              src={bank.logoUrl}
              name={bank.name}
              className={bank.enabled ? "size-10" : "size-10 opacity-50 grayscale"}
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">{bank.code}</span>
              <span className="truncate text-muted-foreground text-xs">{bank.name}</span>
            </div>
            {bank.enabled ? (
              <>
                <Badge colour="green">{t("settings.on")}</Badge>
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-11 sm:h-9"
                  aria-label={t("settings.bank_disable_named", { name: bank.name })}
                  onClick={() => setDisabling(bank)}
                >
                  {t("settings.disable")}
                </Button>
              </>
            ) : (
              <>
                <Badge>{t("settings.off")}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-11 sm:h-9"
                  disabled={toggle.isPending}
                  aria-label={t("settings.bank_enable_named", { name: bank.name })}
                  onClick={() => toggle.mutate({ bank, enabled: true })}
                >
                  {t("settings.enable")}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {toggle.isError && disabling === undefined ? (
        <p role="alert" className="text-danger text-sm">
          {t(failureKey(toggle.error))}
        </p>
      ) : null}
      <ConfirmDialog
        open={disabling !== undefined}
        title={t("settings.bank_disable_title", { name: disabling?.name ?? "" })}
        description={t("settings.bank_disable_intro", { name: disabling?.name ?? "" })}
        confirm={t("settings.disable")}
        pending={toggle.isPending}
        error={toggle.isError ? failureKey(toggle.error) : undefined}
        onConfirm={() => {
          if (disabling) toggle.mutate({ bank: disabling, enabled: false }, { onSuccess: close });
        }}
        onClose={close}
      />
    </SettingsSection>
  );
}
