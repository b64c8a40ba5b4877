import { withdrawalStatuses } from "@kham/contract";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n-react";

/** Which orders the screen lists: the queue (open ones), every status, or one status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (status: (typeof withdrawalStatuses)[number] | "ALL" | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t("withdrawals.show")}
      </label>
      <select
        id={id}
        value={value ?? "QUEUE"}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === "QUEUE" ? undefined : (next as (typeof withdrawalStatuses)[number] | "ALL"));
        }}
        className="h-11 cursor-pointer rounded-lg border border-border bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        <option value="QUEUE">{t("withdrawals.filter_queue")}</option>
        <option value="ALL">{t("withdrawals.filter_all")}</option>
        {withdrawalStatuses
          .filter((status) => status !== "OPEN")
          .map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
      </select>
    </div>
  );
}
