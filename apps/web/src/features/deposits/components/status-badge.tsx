import { statusColour } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** A transaction status in the spec's colour (§4): OPEN grey, PAID yellow, SUCCESS green, failures red. */
export function StatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const colour = statusColour(status);
  return (
    <Badge colour={colour} data-colour={colour}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {i18n.exists(`status.${status}`) ? t(`status.${status}`) : status}
    </Badge>
  );
}
