import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";

export function BackToPlayers({ agency }: { agency: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/$agency/players"
      params={{ agency }}
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-muted-foreground text-sm hover:text-gold-light"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("players.back")}
    </Link>
  );
}
