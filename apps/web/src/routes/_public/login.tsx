import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { Clock, ShieldCheck } from "lucide-react";
import { useCallback } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { LoginForm } from "@/features/auth/components/login-form";
import { loginNotice } from "@/features/auth/login-notice";
import { useLoginElsewhere } from "@/features/auth/use-login-elsewhere";
import { formatLaoDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { type LoginSearch, safeRedirect } from "@/lib/safe-redirect";
import { optionalText } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useNumberFormat } from "@/lib/use-number-format";

export const Route = createFileRoute("/_public/login")({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: optionalText(search.redirect),
    session: search.session === "ended" || search.session === "excluded" ? search.session : undefined,
    until: optionalText(search.until, 64),
  }),
  component: LoginScreen,
});

function LoginScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const search = Route.useSearch();
  const notice = loginNotice(search);
  const format = useNumberFormat();
  useDocumentTitle(t("login.title"), useAgencyInfo().name);
  const destination = useCallback(() => safeRedirect(search.redirect), [search.redirect]);
  useLoginElsewhere(destination);

  return (
    <Card className="border-gold/25">
      <CardHeader>
        <CardTitle level={1} className="text-2xl">
          {t("login.title")}
        </CardTitle>
        <CardDescription>{t(notice.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {notice.sessionEnded && (
          <p
            role="status"
            className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-foreground text-sm"
          >
            <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {t("login.session_ended")}
          </p>
        )}
        {notice.excluded && (
          <p
            role="status"
            className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-foreground text-sm"
          >
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <span>
              {t(notice.excluded.key, {
                date: notice.excluded.until ? formatLaoDateTime(notice.excluded.until, format.language) : "",
              })}{" "}
              <Link
                to="/responsible-gaming"
                className="inline-flex min-h-11 items-center font-semibold text-gold-light underline underline-offset-4"
              >
                {t("login.error.excluded_help")}
              </Link>
            </span>
          </p>
        )}
        <LoginForm onSuccess={() => router.history.push(safeRedirect(search.redirect))} />
      </CardContent>
    </Card>
  );
}
