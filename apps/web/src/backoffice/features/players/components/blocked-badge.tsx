import { Ban, CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";

/** Whether the player may take promotions: blocked players may not. */
export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? (
    <Badge colour="red">
      <Ban className="size-3" aria-hidden />
      {t("players.blocked")}
    </Badge>
  ) : (
    <Badge colour="green">
      <CircleCheck className="size-3" aria-hidden />
      {t("players.active")}
    </Badge>
  );
}
