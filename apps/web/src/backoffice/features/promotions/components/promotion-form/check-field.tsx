import { useId } from "react";
import { useTranslation } from "@/lib/i18n-react";
import type { PromotionFormState } from "../../form-values";

export function CheckField({
  form,
  name,
}: {
  form: PromotionFormState;
  name: "withdrawAll" | "deductBonusOnWithdraw";
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-background-elevated px-3 py-3 text-sm transition-colors hover:border-gold/50 has-[:checked]:border-gold has-[:checked]:bg-gold/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
    >
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-gold"
        {...form.register(name)}
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{t(`promotions.field.${name}`)}</span>
        <span id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t(`promotions.hint.${name}`)}
        </span>
      </span>
    </label>
  );
}
