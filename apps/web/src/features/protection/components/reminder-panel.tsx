import { type ReminderMinutes, reminderMinutes } from "@kham/contract";
import { AlarmClock } from "lucide-react";
import { RadioTile, RadioTiles } from "@/components/ui/radio-tiles";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useSetReminder } from "../api/set-reminder";

const choices: readonly (ReminderMinutes | null)[] = [null, ...reminderMinutes];

/** The reality check: off, or every 15, 30 or 60 minutes of a session; saved as soon as it is chosen. */
export function ReminderPanel({ minutes }: { minutes: ReminderMinutes | null }) {
  const { t } = useTranslation();
  const save = useSetReminder();

  const choose = async (next: ReminderMinutes | null) => {
    try {
      await save.mutateAsync({ minutes: next });
      toast.success(t("protection.reminder.saved"));
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  return (
    <section aria-labelledby="protection-reminder" className="flex flex-col gap-3">
      <div>
        <h2 id="protection-reminder" className="flex items-center gap-2 font-bold text-gold-light text-lg">
          <AlarmClock className="size-5" aria-hidden />
          {t("protection.reminder.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("protection.reminder.text")}</p>
      </div>
      <RadioTiles legend={t("protection.reminder.legend")} legendClassName="sr-only">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {choices.map((choice) => (
            <RadioTile
              key={choice ?? "off"}
              name="reminder"
              value={choice ?? "off"}
              tileClassName="min-h-11 justify-center font-semibold"
              checked={(save.isPending ? save.variables?.minutes : minutes) === choice}
              disabled={save.isPending}
              onChange={() => void choose(choice)}
            >
              {choice === null
                ? t("protection.reminder.off")
                : t("protection.reminder.every", { minutes: choice })}
            </RadioTile>
          ))}
        </div>
      </RadioTiles>
    </section>
  );
}
