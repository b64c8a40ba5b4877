import { createFileRoute } from "@tanstack/react-router";
import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/promotion/$promotionId")({
  component: PromotionDetailScreen,
});

function PromotionDetailScreen() {
  const { t } = useTranslation();
  const { promotionId } = Route.useParams();
  return (
    <PlayerScreen title="page.promotion_detail.title" icon={<Gift />}>
      <p className="text-muted-foreground text-sm">
        {t("page.promotion_detail.reference", { id: promotionId })}
      </p>
    </PlayerScreen>
  );
}
