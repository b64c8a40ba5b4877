import type { Language } from "@kham/contract";
import { useWatch } from "react-hook-form";
import type { PromotionFormState, PromotionFormValues } from "../../form-values";
import { BannerPreview } from "../banner-preview";

/** Only the preview follows every keystroke; the form itself does not re-render for it. */
export function LivePreview({ form, language }: { form: PromotionFormState; language: Language }) {
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  return <BannerPreview values={values} language={language} />;
}
