import { languages } from "@kham/contract";
import { Languages } from "lucide-react";
import { useId } from "react";
import { changeLanguage, isLanguage } from "@/lib/i18n";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** BCP 47 tags of the app's language codes, so each name is read in its own language. */
const htmlLang = { lo: "lo", cn: "zh", vn: "vi", th: "th" } as const;

/** The interface language, as a plain select: staff switch it rarely and it works the same everywhere. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : "lo";
  return (
    <div className={cn("flex items-center gap-2 text-muted-foreground text-sm", className)}>
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 cursor-pointer rounded-md border border-border bg-surface px-2 text-foreground text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={htmlLang[language]}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
