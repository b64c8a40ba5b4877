/** Page views in this visit (this tab), reloads included; the install hint waits for the second. */
export const PAGE_VIEWS_KEY = "kham:page-views";

export function pageViews(storage: Pick<Storage, "getItem"> = sessionStorage): number {
  try {
    return Number.parseInt(storage.getItem(PAGE_VIEWS_KEY) ?? "0", 10) || 0;
  } catch {
    return 0;
  }
}

export function countPageView(storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage): number {
  const views = pageViews(storage) + 1;
  try {
    storage.setItem(PAGE_VIEWS_KEY, String(views));
  } catch {
    // Storage refused (private mode): the count lives only in memory for this page.
  }
  return views;
}
