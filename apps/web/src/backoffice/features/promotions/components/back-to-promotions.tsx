import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

/** The way back to the agency's promotions, beside the form's save button. */
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
