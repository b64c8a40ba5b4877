import { useId } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { actionKey, auditFamilies, familyPrefix } from "../actions";

const selectClass =
  "h-11 w-full cursor-pointer rounded-lg border border-border bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold sm:w-auto";

/** Every action, grouped by family; a family with several actions can be picked whole. */
export function ActionFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (action: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const known = auditFamilies.some(
    (family) =>
      familyPrefix(family.family) === value || (family.actions as readonly string[]).includes(value ?? ""),
  );
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-muted-foreground text-xs">
        {t("audit.action")}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={selectClass}
      >
        <option value="">{t("audit.all_actions")}</option>
        {/* An action typed into the URL that this list does not know stays selectable. */}
        {value !== undefined && !known ? <option value={value}>{value}</option> : null}
        {auditFamilies.map(({ family, actions }) => (
          <optgroup key={family} label={t(`audit.family.${family}`)}>
            {actions.length > 1 ? (
              <option value={familyPrefix(family)}>
                {t("audit.all_of_family", { family: t(`audit.family.${family}`) })}
              </option>
            ) : null}
            {actions.map((action) => (
              <option key={action} value={action}>
                {t(actionKey(action), { defaultValue: action })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
