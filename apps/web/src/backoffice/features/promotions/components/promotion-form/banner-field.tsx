import { useWatch } from "react-hook-form";
import type { PromotionFormState } from "../../form-values";
import { ImageField } from "../image-field";

export function BannerField({ form, agency }: { form: PromotionFormState; agency: string }) {
  const value = useWatch({ control: form.control, name: "imageUrl" });
  return (
    <ImageField
      agency={agency}
      value={value}
      onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
      error={form.formState.errors.imageUrl?.message}
      inputProps={form.register("imageUrl")}
    />
  );
}
