import type { Exclusion } from "@kham/contract";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** A running cool-off or self-exclusion in red, with its end or "permanent"; otherwise a quiet "none". */
export function ExclusionBadge({ exclusion }: { exclusion: Exclusion | null }) {
  const { t } = useTranslation();
  if (!exclusion) {
    return (
      <Badge colour="grey" data-testid="exclusion-badge">
        <ShieldCheck className="size-3.5" aria-hidden />
        {t("protection.not_excluded")}
      </Badge>
    );
  }
  const kind = exclusion.kind === "COOL_OFF" ? "cool_off" : "self_exclusion";
  return (
    <Badge colour="red" data-testid="exclusion-badge" className="whitespace-normal">
      <ShieldOff className="size-3.5 shrink-0" aria-hidden />
      {exclusion.until === null ? (
        t(`protection.${kind}_permanent`)
      ) : (
        <span>
          {t(`protection.${kind}_until`)}{" "}
          <time dateTime={exclusion.until}>{formatDateTime(exclusion.until)}</time>
        </span>
      )}
    </Badge>
  );
}
