import { ShieldAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";

/** A late payment credited although it took the player past their own limit: worth a look, nothing is owed. */
export function PastLimitBadge() {
  const { t } = useTranslation();
  return (
    <Badge colour="yellow" data-testid="past-limit" className="whitespace-normal">
      <ShieldAlert className="size-3.5 shrink-0" aria-hidden />
      {t("deposits.past_player_limit")}
    </Badge>
  );
}
