import { type BankAccount, mayDo, type Provider, type StaffRole } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { BellRing, Info } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { protectionQueryOptions } from "../api/get-protection";
import { ExclusionBadge } from "./exclusion-badge";
import { LimitUsage } from "./limit-usage";
import { PendingChanges } from "./pending-changes";
import { RemainingCredit } from "./remaining-credit";
import { TightenLimitForm } from "./tighten-limit-form";

/** The player's own protection as staff see it: they may tighten a limit and pay out an excluded player, nothing looser. */
export function ProtectionPanel({
  agency,
  role,
  username,
  credits,
  bankAccounts,
  className,
}: {
  agency: string;
  role: StaffRole;
  username: string;
  credits: { provider: Provider; amount: string | null }[];
  bankAccounts: BankAccount[];
  className?: string;
}) {
  const { t } = useTranslation();
  const protection = useQuery(protectionQueryOptions(agency, username));
  const data = protection.data;
  return (
    <Card className={cn("min-w-0", className)} data-testid="protection-panel">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle>{t("protection.title")}</CardTitle>
          {data ? <ExclusionBadge exclusion={data.exclusion} /> : null}
        </div>
        <CardDescription className="flex items-start gap-1.5">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("protection.staff_only_tighten")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {protection.isPending ? (
          <Spinner className="mx-auto my-6" />
        ) : protection.isError ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
            {t(errorKey(protection.error))}
          </p>
        ) : data ? (
          <div className="flex flex-col gap-6">
            {data.exclusion && mayDo(role, "withdrawals") ? (
              <RemainingCredit
                agency={agency}
                username={username}
                credits={credits}
                bankAccounts={bankAccounts}
              />
            ) : null}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
              <div className="flex min-w-0 flex-col gap-5">
                <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                  <LimitUsage kind="deposit" protection={data} />
                  <LimitUsage kind="loss" protection={data} />
                </div>
                <PendingChanges pending={data.pending} />
                <p data-testid="reminder" className="flex items-center gap-2 text-sm">
                  <BellRing className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  {data.reminderMinutes === null
                    ? t("protection.reminder_off")
                    : t("protection.reminder_every", { minutes: data.reminderMinutes })}
                </p>
              </div>
              {mayDo(role, "players.read") ? (
                <TightenLimitForm agency={agency} username={username} protection={data} />
              ) : null}
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
