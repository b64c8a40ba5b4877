import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/_public/register")({
  component: RegisterScreen,
});

/** The same device hash the daily fingerprint flow sends; its code loads only when needed. */
async function loadFingerprint(): Promise<string> {
  const { collectFingerprint } = await import("@/features/fingerprint/collect-fingerprint");
  return (await collectFingerprint()).fingerprint;
}

function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t("register.title"), useAgencyInfo().name);
  return (
    <Card className="border-gold/25">
      <CardHeader>
        <CardTitle level={1} className="text-2xl">
          {t("register.title")}
        </CardTitle>
        <CardDescription>{t("register.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => navigate({ to: "/player" })} />
      </CardContent>
    </Card>
  );
}
