import { createLazyRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";

export const NewRoute = createLazyRoute("/$agency/promotions/new")({ component: Screen });
export const EditRoute = createLazyRoute("/$agency/promotions/$id")({ component: Screen });

function Screen() {
  const { t } = useTranslation();
  return <PageHeader title={t("nav.promotions")} />;
}
