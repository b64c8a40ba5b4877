import {
  type CoolOffPeriod,
  coolOffPeriods,
  type SelfExclusionPeriod,
  type StartExclusionBody,
  selfExclusionPeriods,
} from "@kham/contract";
import { Coffee, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { ExclusionDialog } from "./exclusion-dialog";

/** A cool-off (a short break) or a self-exclusion (a long one, or for good), each after its dialog. */
export function BreakPanel() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<StartExclusionBody>();
  const periodText = (period: CoolOffPeriod | SelfExclusionPeriod) => t(`protection.break.period.${period}`);

  return (
    <section aria-labelledby="protection-break" className="flex flex-col gap-4">
      <div>
        <h2 id="protection-break" className="font-bold text-gold-light text-lg">
          {t("protection.break.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("protection.break.text")}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2 rounded-xl border border-border bg-background-elevated p-3 sm:p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Coffee className="size-4 text-gold-light" aria-hidden />
            {t("protection.break.cool_off_title")}
          </h3>
          <p className="text-muted-foreground text-sm">{t("protection.break.cool_off_text")}</p>
          <div className="grid grid-cols-3 gap-2">
            {coolOffPeriods.map((period) => (
              <Button
                key={period}
                variant="outline"
                className="min-h-11 px-2"
                onClick={() => setChoice({ kind: "COOL_OFF", period })}
              >
                {periodText(period)}
              </Button>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-2 rounded-xl border border-danger/30 bg-background-elevated p-3 sm:p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <ShieldOff className="size-4 text-danger" aria-hidden />
            {t("protection.break.exclusion_title")}
          </h3>
          <p className="text-muted-foreground text-sm">{t("protection.break.exclusion_text")}</p>
          <div className="grid grid-cols-3 gap-2">
            {selfExclusionPeriods.map((period) => (
              <Button
                key={period}
                variant="outline"
                className="min-h-11 whitespace-normal border-danger/50 px-2 text-foreground hover:border-danger hover:bg-danger/10"
                onClick={() => setChoice({ kind: "SELF_EXCLUSION", period })}
              >
                {periodText(period)}
              </Button>
            ))}
          </div>
        </div>
      </div>
      <ExclusionDialog choice={choice} onClose={() => setChoice(undefined)} />
    </section>
  );
}
