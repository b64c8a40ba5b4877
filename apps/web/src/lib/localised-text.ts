import { useTranslation } from "@/lib/i18n-react";

/** An older text may lack a language; Lao, the default, is shown then. */
export function localised(text: Record<string, string>, language: string | undefined): string {
  return (language ? text[language] : undefined) || text.lo || Object.values(text)[0] || "";
}

/** Picks a staff-written text in the language the player reads the site in. */
export function useLocalised() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (text: Record<string, string>) => localised(text, language);
}
