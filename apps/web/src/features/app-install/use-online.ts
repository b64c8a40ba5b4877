import { useEffect, useState } from "react";
import { watchConnection } from "./connection";

/** Whether the app can reach its server, as watchConnection follows it. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => watchConnection(setOnline), []);
  return online;
}
