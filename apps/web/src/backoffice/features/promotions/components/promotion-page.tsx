import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { PageHeader } from "../../../components/page-header";

export function PromotionPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={t("promotions.form_intro")} />
      {children}
    </>
  );
}
