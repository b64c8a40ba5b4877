import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { LoginForm } from "@/features/auth/components/login-form";
import { safeRedirect } from "@/lib/safe-redirect";
import { optionalText } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/_public/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: optionalText(search.redirect),
  }),
  component: LoginScreen,
});

function LoginScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const { redirect } = Route.useSearch();
  useDocumentTitle(t("login.title"), useAgencyInfo().name);

  return (
    <Card className="border-gold/25">
      <CardHeader>
        <CardTitle className="text-2xl">{t("login.title")}</CardTitle>
        <CardDescription>{redirect ? t("login.redirect_notice") : t("login.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoginForm onSuccess={() => router.history.push(safeRedirect(redirect))} />
      </CardContent>
    </Card>
  );
}
