import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { useTranslation } from "@/lib/i18n-react";
import type { PromotionFormState } from "../../form-values";

/** Start and end in Lao time; an empty end means the promotion runs until it is switched off. */
export function ScheduleFields({ form }: { form: PromotionFormState }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  const endsAt = useWatch({ control: form.control, name: "endsAt" });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormTextField
          id={`${id}-starts`}
          type="datetime-local"
          label={t("promotions.field.startsAt")}
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <div className="flex flex-col gap-1">
          <FormTextField
            id={`${id}-ends`}
            type="datetime-local"
            label={t("promotions.field.endsAt")}
            error={errors.endsAt?.message}
            {...form.register("endsAt")}
          />
          {endsAt ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-11 w-fit px-0"
              onClick={() => form.setValue("endsAt", "", { shouldDirty: true })}
            >
              {t("promotions.clear_end")}
            </Button>
          ) : (
            <span className="text-muted-foreground text-xs">{t("promotions.no_end")}</span>
          )}
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{t("promotions.dates_hint")}</p>
    </div>
  );
}
