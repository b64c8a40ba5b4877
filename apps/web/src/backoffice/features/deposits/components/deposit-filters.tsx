import { type DepositStatus, depositStatuses } from "@kham/contract";
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n-react";

const selectClass =
  "h-11 cursor-pointer rounded-lg border border-border bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold";

export function StatusFilter({
  value,
  onChange,
}: {
  value: DepositStatus | undefined;
  onChange: (status: DepositStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t("deposits.status")}
      </label>
      <select
        id={id}
        value={value ?? "ALL"}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === "ALL" ? undefined : (next as DepositStatus));
        }}
        className={selectClass}
      >
        <option value="ALL">{t("deposits.filter_all")}</option>
        {depositStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface DayRange {
  /** Lao calendar days, "2026-11-01"; both ends included. */
  from: string | undefined;
  to: string | undefined;
}

/** Two date inputs of Lao calendar days, each end optional, and a button to drop both. */
export function DayRangeFilter({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const day = (text: string) => text || undefined;
  return (
    <fieldset className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto sm:items-center">
      <legend className="sr-only">{t("deposits.days")}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor={fromId} className="text-muted-foreground text-sm">
          {t("common.from")}
        </label>
        <Input
          id={fromId}
          type="date"
          value={value.from ?? ""}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: day(event.target.value) })}
          className="sm:w-auto"
        />
      </div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor={toId} className="text-muted-foreground text-sm">
          {t("common.to")}
        </label>
        <Input
          id={toId}
          type="date"
          value={value.to ?? ""}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: day(event.target.value) })}
          className="sm:w-auto"
        />
      </div>
      {value.from || value.to ? (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start sm:px-3"
          onClick={() => onChange({ from: undefined, to: undefined })}
        >
          <X />
          {t("deposits.clear_days")}
        </Button>
      ) : null}
    </fieldset>
  );
}
