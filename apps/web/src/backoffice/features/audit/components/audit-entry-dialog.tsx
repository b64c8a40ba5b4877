import type { AuditEntry } from "@kham/contract";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { actionKey } from "../actions";
import { compareAudit, type FieldChange, shownValue } from "../changes";

/** One audited change in full: who, when, from where, and its before and after side by side. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={entry !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {entry ? (
          <>
            <DialogHeader>
              <DialogTitle>{t(actionKey(entry.action), { defaultValue: entry.action })}</DialogTitle>
              <DialogDescription>{formatDateTime(entry.at)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-border bg-background p-4 text-sm">
              <dt className="text-muted-foreground">{t("audit.action")}</dt>
              <dd className="font-mono text-xs leading-5">{entry.action}</dd>
              <dt className="text-muted-foreground">{t("audit.target")}</dt>
              <dd className="break-all">
                {t(`audit.target_type.${entry.targetType}`, { defaultValue: entry.targetType })}{" "}
                <span className="font-mono">{entry.targetId}</span>
              </dd>
              <dt className="text-muted-foreground">{t("audit.by")}</dt>
              <dd>
                {entry.actor}
                {entry.actorKind === "token" ? <Badge className="ms-2">{t("audit.token")}</Badge> : null}
              </dd>
              <dt className="text-muted-foreground">{t("audit.ip")}</dt>
              <dd className="font-mono text-xs leading-5">{entry.ip}</dd>
            </dl>
            <Comparison before={entry.before} after={entry.after} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Comparison({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const { hasBefore, hasAfter, rows: all } = compareAudit(before, after);
  const changes = all.filter((row) => row.changed).length;
  const rows = onlyChanged ? all.filter((row) => row.changed) : all;
  if (all.length === 0) return <p className="text-muted-foreground text-sm">{t("audit.no_details")}</p>;
  const columns = cn(
    "grid gap-x-4 gap-y-1",
    hasBefore && hasAfter
      ? "sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]"
      : "sm:grid-cols-[9rem_minmax(0,1fr)]",
  );
  return (
    <section aria-label={t("audit.comparison")} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-muted-foreground text-sm">
          {hasBefore && hasAfter
            ? changes === 0
              ? t("audit.nothing_changed")
              : t("audit.changed_count", { count: changes })
            : hasAfter
              ? t("audit.no_before")
              : t("audit.no_after")}
        </p>
        {changes > 0 && changes < all.length ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={onlyChanged}
              onChange={(event) => setOnlyChanged(event.target.checked)}
              className="size-4 accent-gold"
            />
            {t("audit.only_changed")}
          </label>
        ) : null}
      </div>
      <div className="overflow-hidden rounded-xl border border-border">
        <div
          aria-hidden
          className={cn(
            columns,
            "hidden bg-gold/5 px-3 py-2 text-muted-foreground text-xs uppercase tracking-wide sm:grid",
          )}
        >
          <span>{t("audit.field")}</span>
          {hasBefore ? <span>{t("audit.before")}</span> : null}
          {hasAfter ? <span>{t("audit.after")}</span> : null}
        </div>
        <ul>
          {rows.map((row) => (
            <li
              key={row.field ?? "value"}
              data-testid="audit-field"
              data-changed={row.changed}
              className={cn(
                columns,
                "border-border/70 border-t px-3 py-2 text-sm first:border-t-0 sm:first:border-t",
                row.changed && "border-s-2 border-s-gold bg-gold/10",
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-all font-mono text-xs">{row.field ?? t("audit.value")}</span>
                {row.changed ? <Badge colour="gold">{t("audit.changed")}</Badge> : null}
              </span>
              {hasBefore && hasAfter && !row.changed ? (
                // Unchanged: the value once, across both sides, so the changes stand out.
                <div className="text-muted-foreground sm:col-span-2">
                  <Value value={row.after} change={row} />
                </div>
              ) : (
                <>
                  {hasBefore ? <Value label={t("audit.before")} value={row.before} change={row} /> : null}
                  {hasAfter ? <Value label={t("audit.after")} value={row.after} change={row} after /> : null}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One side of a field; on a phone the side's name stands above it, as there is no heading row. */
function Value({
  label,
  value,
  change,
  after = false,
}: {
  label?: string;
  value: unknown;
  change: FieldChange;
  after?: boolean;
}) {
  const { t } = useTranslation();
  const shown = shownValue(value);
  return (
    <div className="flex min-w-0 flex-col">
      {label ? <span className="text-muted-foreground text-xs sm:sr-only">{label}</span> : null}
      {shown === undefined ? (
        <span className="text-muted-foreground italic">{t("audit.absent")}</span>
      ) : shown.nested ? (
        <pre
          className={cn(
            "max-h-64 overflow-auto rounded-lg bg-background p-2 font-mono text-xs",
            change.changed && after && "text-gold-light",
          )}
        >
          {shown.text}
        </pre>
      ) : (
        <span
          className={cn(
            "break-words",
            change.changed &&
              (after ? "font-semibold text-gold-light" : "text-muted-foreground line-through"),
          )}
        >
          {shown.text}
        </span>
      )}
    </div>
  );
}
