import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

/** False while the server renders and while the browser hydrates what it drew, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
