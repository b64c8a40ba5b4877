import { statusColour } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export interface StatusBadgeProps {
  status: string;
  /** Whose status it is: an open withdrawal waits for the agency to pay out, not for the player to pay. */
  kind?: "deposit" | "withdrawal";
}

/** A transaction status in the spec's colour (§4): OPEN grey, PAID yellow, SUCCESS green, failures red. */
export function StatusBadge({ status, kind = "deposit" }: StatusBadgeProps) {
  const { t, i18n } = useTranslation();
  const colour = statusColour(status);
  const label =
    kind === "withdrawal" && status === "OPEN"
      ? t("withdraw.status_open")
      : i18n.exists(`status.${status}`)
        ? t(`status.${status}`)
        : status;
  return (
    <Badge colour={colour} data-colour={colour}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {label}
    </Badge>
  );
}
