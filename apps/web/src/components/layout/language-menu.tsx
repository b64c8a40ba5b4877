import { ChevronDown, Globe } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { isLanguage } from "@/lib/i18n";
import { useTranslation } from "@/lib/i18n-react";
import { DeferredMenu } from "./deferred-menu";

const LanguageMenuContent = lazy(() =>
  import("./language-menu-content").then((module) => ({ default: module.LanguageMenuContent })),
);

/** The four interface languages, each named in its own script. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : "lo";
  const trigger = (
    <Button
      variant="ghost"
      className="gap-1.5 px-2.5 max-sm:size-11 max-sm:px-0 sm:px-3"
      // Named with the language it shows, so the name holds the words a sighted player reads.
      aria-label={`${t("header.language")}: ${t(`language.${current}`)}`}
    >
      <Globe className="size-4 text-gold max-sm:size-5" />
      <span className="max-sm:hidden">{t(`language.${current}`)}</span>
      <ChevronDown className="size-3.5 opacity-60 max-sm:hidden" />
    </Button>
  );
  return <DeferredMenu trigger={trigger} menu={LanguageMenuContent} />;
}
