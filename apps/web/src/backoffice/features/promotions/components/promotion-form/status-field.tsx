import { promotionStatuses } from "@kham/contract";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { useTranslation } from "@/lib/i18n-react";
import type { PromotionFormState } from "../../form-values";

export function StatusField({ form }: { form: PromotionFormState }) {
  const { t } = useTranslation();
  return (
    <RadioTiles legend={t("promotions.field.status")}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {promotionStatuses.map((status) => (
          <RadioTile key={status} value={status} tileClassName="items-start" {...form.register("status")}>
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{t(`promotions.status.${status}`)}</span>
              <span className="text-muted-foreground text-xs">{t(`promotions.status_hint.${status}`)}</span>
            </span>
          </RadioTile>
        ))}
      </div>
    </RadioTiles>
  );
}
