/** Lao time, which PhaJay's zone-less times are read in. */
const LAO_OFFSET = "+07:00";

/** PhaJay's payment time: ISO with a zone, `YYYY-MM-DD HH:MM:SS` or `DD/MM/YYYY HH:MM:SS` (Lao time); else now. */
export function paidAtOf(text: string | null | undefined, now: Date): Date {
  if (!text) return now;
  const trimmed = text.trim();
  let iso: string | undefined;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (dayFirst) {
    const [, day, month, year, hour, minute, second = "00"] = dayFirst;
    iso = `${year}-${month}-${day}T${hour}:${minute}:${second}${LAO_OFFSET}`;
  } else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)) {
    iso = `${trimmed.replace(" ", "T")}${LAO_OFFSET}`;
  } else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) {
    iso = trimmed;
  }
  const date = iso === undefined ? undefined : new Date(iso);
  return date === undefined || Number.isNaN(date.getTime()) ? now : date;
}
