import type { PromotionUsageStatus } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { usageColour } from "../rules";

/** A usage's status: in use (gold), completed (green) or cancelled (red). */
export function UsageStatusBadge({ status }: { status: PromotionUsageStatus }) {
  const { t } = useTranslation();
  const colour = usageColour(status);
  return (
    <Badge colour={colour} data-colour={colour}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {t(`promotion.status.${status}`)}
    </Badge>
  );
}
