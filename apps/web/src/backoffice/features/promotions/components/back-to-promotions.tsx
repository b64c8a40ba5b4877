import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

export function BackToPromotions({ agency }: { agency: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" size="lg">
      <Link to="/$agency/promotions" params={{ agency }}>
        <ArrowLeft />
        {t("promotions.back")}
      </Link>
    </Button>
  );
}
