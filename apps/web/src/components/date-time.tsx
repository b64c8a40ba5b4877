import { useSyncExternalStore } from "react";
import { formatDateTime, LAO_UTC_OFFSET_MINUTES } from "@/lib/format";

const nothingToWatch = () => () => {};

/**
 * A moment as the player's device tells time. A screen the server rendered cannot know the
 * device's zone, so the server and the browser's hydrating pass both write it in Lao time (the
 * same text, so React keeps the server's HTML), and the browser writes it in its own zone right
 * after. A Lao phone sees no change; in another zone local time replaces it at once. Written in
 * local time from the start wherever the app renders without the server's HTML.
 */
export function DateTime({ value }: { value: string | Date | null | undefined }) {
  return useDateTimeText()(value);
}

/** DateTime's writing of a moment, for a moment within a sentence (a translation's `{{date}}`). */
export function useDateTimeText(): (value: string | Date | null | undefined) => string {
  const hydrated = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  return (value) => formatDateTime(value, hydrated ? undefined : LAO_UTC_OFFSET_MINUTES);
}
