import { SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";
import { BackToPlayers } from "./back-to-players";

export function NoSuchPlayer({ agency, username }: { agency: string; username: string }) {
  const { t } = useTranslation();
  return (
    <>
      <BackToPlayers agency={agency} />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-12 text-center">
        <SearchX className="size-10 text-gold/60" aria-hidden />
        <h1 className="font-semibold text-gold-light text-lg">{t("players.not_found_title")}</h1>
        <p className="text-muted-foreground">{t("players.not_found", { username })}</p>
      </div>
    </>
  );
}
