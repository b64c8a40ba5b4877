import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type NumberSeparators,
  numberSeparators,
} from "@kham/contract";
import { useMemo } from "react";
import { formatCredit, formatNumber } from "./format";
import { useTranslation } from "./i18n-react";

export interface NumberFormat {
  language: Language;
  separators: NumberSeparators;
  /** A number as the interface language writes it ("66.000" in Lao, "66,000" in Thai). */
  number: (value: number | string) => string;
  /** Credit with two decimals ("1.500,50" in Lao, "1,500.50" in Thai). */
  credit: (amount: string) => string;
}

/** The formatter for the interface language: every number a player reads goes through it. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      separators: numberSeparators[language],
      number: (value) => formatNumber(value, language),
      credit: (amount) => formatCredit(amount, language),
    }),
    [language],
  );
}
