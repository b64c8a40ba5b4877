import { useEffect } from "react";

/** Names the browser tab after the screen and the agency, e.g. "ຝາກເງິນ · Kham". */
export function useDocumentTitle(screen: string | undefined, agencyName: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${agencyName}` : agencyName;
  }, [screen, agencyName]);
}
