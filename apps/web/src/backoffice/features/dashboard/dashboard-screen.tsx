import { createLazyRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";

export const Route = createLazyRoute("/$agency/dashboard")({ component: Screen });

function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t("nav.dashboard")} />;
}
