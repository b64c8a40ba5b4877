/** One field of an audited change: its value before and after, and whether it changed. */
export interface FieldChange {
  /** The field's name; null when the whole value is not an object (one row for all of it). */
  field: string | null;
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface AuditComparison {
  /** False when the log kept no "before" (a creation, or a change audited without one). */
  hasBefore: boolean;
  hasAfter: boolean;
  rows: FieldChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON with sorted keys, so two objects that differ only in key order are the same value. */
function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) =>
      isRecord(inner)
        ? Object.fromEntries(
            Object.keys(inner)
              .sort()
              .map((key) => [key, inner[key]]),
          )
        : inner,
    ) ?? "undefined"
  );
}

const recorded = (value: unknown) => value !== null && value !== undefined;

/** Top-level fields, nested values compared whole; changed only when both sides were recorded. */
export function compareAudit(before: unknown, after: unknown): AuditComparison {
  const hasBefore = recorded(before);
  const hasAfter = recorded(after);
  const both = hasBefore && hasAfter;
  if (!isRecord(before) && !isRecord(after)) {
    return {
      hasBefore,
      hasAfter,
      rows:
        hasBefore || hasAfter
          ? [{ field: null, before, after, changed: both && canonical(before) !== canonical(after) }]
          : [],
    };
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return {
    hasBefore,
    hasAfter,
    rows: fields.map((field) => ({
      field,
      before: old[field],
      after: now[field],
      changed: both && canonical(old[field]) !== canonical(now[field]),
    })),
  };
}

/** Undefined when the side does not have the field at all. */
export function shownValue(value: unknown): { text: string; nested: boolean } | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { text: "—", nested: false };
  if (typeof value === "string") return { text: value, nested: false };
  if (typeof value === "object" && value !== null)
    return { text: JSON.stringify(value, null, 2), nested: true };
  return { text: String(value), nested: false };
}
