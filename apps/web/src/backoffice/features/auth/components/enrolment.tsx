import { useMemo } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { qrModules, qrPath } from "@/lib/qr-code";
import { CopyButton } from "../../../components/copy-button";

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The authenticator app's enrolment: scan the QR, or type the secret shown under it. */
export function Enrolment({ uri, secret }: { uri: string; secret: string }) {
  const { t } = useTranslation();
  const modules = useMemo(() => qrModules(uri), [uri]);
  const size = modules.length;
  return (
    <div className="flex flex-col items-center gap-3">
      <ol className="list-decimal self-stretch ps-5 text-muted-foreground text-sm">
        <li>{t("login.enroll_step_app")}</li>
        <li>{t("login.enroll_step_scan")}</li>
        <li>{t("login.enroll_step_code")}</li>
      </ol>
      <svg
        role="img"
        aria-label={t("login.enroll_qr")}
        data-otpauth={uri}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="aspect-square w-48 rounded-xl bg-white"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(modules)} fill="#000" />
      </svg>
      <div className="flex w-full items-center justify-between gap-2 rounded-lg border border-border bg-background px-3 py-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-muted-foreground text-xs">{t("login.enroll_secret")}</span>
          <code data-testid="totp-secret" className="break-all font-mono text-gold-light text-sm">
            {groupSecret(secret)}
          </code>
        </div>
        <CopyButton value={secret} label={t("login.enroll_secret")} />
      </div>
    </div>
  );
}
