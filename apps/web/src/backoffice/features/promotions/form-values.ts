import { toNestErrors } from "@hookform/resolvers";
import {
  type Language,
  languages,
  type Promotion,
  type PromotionInput,
  type PromotionKind,
  type PromotionStatus,
  type Provider,
  promotionInputSchema,
} from "@kham/contract";
import type { FieldError, FieldErrors, Resolver, UseFormReturn } from "react-hook-form";

/** Dates are datetime-local values in Lao time whatever the browser's zone; an empty end means none. */
export interface PromotionFormValues {
  title: Record<Language, string>;
  description: Record<Language, string>;
  imageUrl: string;
  status: PromotionStatus;
  kind: PromotionKind;
  providers: Provider[];
  depositCredit: string;
  bonusCredit: string;
  maxCredit: string;
  requiredCredit: string;
  withdrawAll: boolean;
  deductBonusOnWithdraw: boolean;
  startsAt: string;
  endsAt: string;
}

/** BCP 47 tags of the app's language codes, for the lang attribute of text written in each. */
export const htmlLang: Record<Language, string> = { lo: "lo", cn: "zh", vn: "vi", th: "th" };

/** Laos keeps UTC+7 all year. */
const LAO_OFFSET_MS = 7 * 60 * 60 * 1000;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const LOCAL_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** An instant as a datetime-local value in Lao time ("2026-11-22T10:00"). */
export function toLaoLocal(instant: string | Date): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) return "";
  return new Date(time + LAO_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Lao time, with its offset ("2026-11-22T10:00:00+07:00"); anything else is left for the schema to refuse. */
export function fromLaoLocal(local: string): string {
  if (LOCAL_MINUTE.test(local)) return `${local}:00+07:00`;
  if (LOCAL_SECOND.test(local)) return `${local}+07:00`;
  return local;
}

/** An instant shown in Lao time, DD/MM/YYYY HH:mm (the form's dates mean Lao time too). */
export function formatLaoDateTime(instant: string): string {
  const local = toLaoLocal(instant);
  if (!local) return instant;
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const perLanguage = (value: (language: Language) => string) =>
  Object.fromEntries(languages.map((language) => [language, value(language)])) as Record<Language, string>;

/** A new promotion: inactive, for everyone, starting now, with no end. */
export function emptyPromotionForm(now: Date): PromotionFormValues {
  return {
    title: perLanguage(() => ""),
    description: perLanguage(() => ""),
    imageUrl: "",
    status: "INACTIVE",
    kind: "ANY",
    providers: [],
    depositCredit: "",
    bonusCredit: "",
    maxCredit: "",
    requiredCredit: "",
    withdrawAll: false,
    deductBonusOnWithdraw: false,
    startsAt: toLaoLocal(now),
    endsAt: "",
  };
}

export function promotionToForm(promotion: Promotion): PromotionFormValues {
  return {
    title: perLanguage((language) => promotion.title[language] ?? ""),
    description: perLanguage((language) => promotion.description[language] ?? ""),
    imageUrl: promotion.imageUrl,
    status: promotion.status,
    kind: promotion.kind,
    providers: [...promotion.providers],
    depositCredit: promotion.depositCredit,
    bonusCredit: promotion.bonusCredit,
    maxCredit: promotion.maxCredit,
    requiredCredit: promotion.requiredCredit,
    withdrawAll: promotion.withdrawAll,
    deductBonusOnWithdraw: promotion.deductBonusOnWithdraw,
    startsAt: toLaoLocal(promotion.startsAt),
    endsAt: promotion.endsAt === null ? "" : toLaoLocal(promotion.endsAt),
  };
}

/** What the contract's schema is given: the form's values with the dates as instants. */
export function toPromotionInput(values: PromotionFormValues): Record<keyof PromotionInput, unknown> {
  return {
    ...values,
    startsAt: fromLaoLocal(values.startsAt),
    endsAt: values.endsAt.trim() === "" ? null : fromLaoLocal(values.endsAt),
  };
}

/** Every field the form shows, by its path: the server's field errors land on these. */
export const formFields: readonly string[] = [
  ...languages.flatMap((language) => [`title.${language}`, `description.${language}`]),
  "imageUrl",
  "status",
  "kind",
  "providers",
  "depositCredit",
  "bonusCredit",
  "maxCredit",
  "requiredCredit",
  "withdrawAll",
  "deductBonusOnWithdraw",
  "startsAt",
  "endsAt",
];

const TRANSLATION_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The contract's own key when it has one, else "required" or "invalid": zod's English never shows. */
export function messageKey(message: string, value: unknown): string {
  if (TRANSLATION_KEY.test(message)) return message;
  return isEmpty(value) ? "validation.required" : "validation.invalid";
}

/** Validates with the contract's promotionInputSchema, so the form refuses exactly what the server would. */
export const promotionResolver: Resolver<PromotionFormValues, unknown, PromotionInput> = async (
  values,
  _context,
  options,
) => {
  const parsed = promotionInputSchema.safeParse(toPromotionInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    flat[path] ??= { type: issue.code, message: messageKey(issue.message, valueAt(values, issue.path)) };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The languages whose title or description has an error: their tabs are marked. */
export function languagesWithErrors(errors: FieldErrors<PromotionFormValues>): Language[] {
  return languages.filter((language) => errors.title?.[language] || errors.description?.[language]);
}

/** Splits the server's field errors: those on a field of the form, and the rest (shown above the button). */
export function serverFieldErrors(fields: Record<string, string> | undefined) {
  const onFields: [string, string][] = [];
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (formFields.includes(path)) onFields.push([path, message]);
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}

/** The promotion form as react-hook-form holds it: its values in, the contract's input out. */
export type PromotionFormState = UseFormReturn<PromotionFormValues, unknown, PromotionInput>;
