import { formatDateTime, LAO_UTC_OFFSET_MINUTES } from "@/lib/format";
import { useHydrated } from "@/lib/use-hydrated";

/** The server cannot know the device's zone: hydration writes Lao time, then the device's own right after. */
export function DateTime({ value }: { value: string | Date | null | undefined }) {
  return useDateTimeText()(value);
}

/** DateTime's writing of a moment, for a moment within a sentence (a translation's `{{date}}`). */
export function useDateTimeText(): (value: string | Date | null | undefined) => string {
  const hydrated = useHydrated();
  return (value) => formatDateTime(value, hydrated ? undefined : LAO_UTC_OFFSET_MINUTES);
}
