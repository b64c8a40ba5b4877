import { SECOND_FACTOR_LOCKOUT } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import type { SecondFactorLockout } from "../api/get-lockouts";

/** Logins that had the password but too many wrong authenticator codes; nothing when there were none. */
export function LockoutNotice({ agency, lockouts }: { agency: string; lockouts: SecondFactorLockout[] }) {
  const { t } = useTranslation();
  if (lockouts.length === 0) return null;
  return (
    <section
      aria-labelledby="lockouts-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm"
    >
      <h2 id="lockouts-title" className="flex items-center gap-2 font-semibold text-danger">
        <ShieldAlert className="size-4" aria-hidden />
        {t("dashboard.lockouts_title")}
      </h2>
      <p className="text-muted-foreground">{t("dashboard.lockouts_intro")}</p>
      <table className="w-full text-start">
        <thead className="text-muted-foreground text-xs">
          <tr>
            <th className="py-1 pe-3 text-start font-normal">{t("staff.username")}</th>
            <th className="py-1 pe-3 text-start font-normal">{t("audit.at")}</th>
            <th className="py-1 text-start font-normal">{t("audit.ip")}</th>
          </tr>
        </thead>
        <tbody>
          {lockouts.map((lockout) => (
            <tr
              key={`${lockout.username}-${lockout.at}`}
              data-testid="lockout"
              className="border-danger/20 border-t"
            >
              <td className="py-1.5 pe-3">
                <span className="font-medium text-gold-light">{lockout.username}</span>
                {lockout.agency === null ? <Badge className="ms-2">{t("staff.platform_badge")}</Badge> : null}
              </td>
              <td className="whitespace-nowrap py-1.5 pe-3">{formatDateTime(lockout.at)}</td>
              <td className="py-1.5 font-mono text-xs">{lockout.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link
        to="/$agency/audit"
        params={{ agency }}
        search={{ action: SECOND_FACTOR_LOCKOUT }}
        className="self-start text-gold-light underline-offset-4 hover:underline"
      >
        {t("dashboard.lockouts_audit")}
      </Link>
    </section>
  );
}
