/**
 * Query keys of the back office: everything of an agency sits under ["backoffice", agency], so a
 * live order event refreshes what the screen shows, and switching agency never shows another's data.
 */
export const backOfficeKeys = {
  agency: (agency: string) => ["backoffice", agency] as const,
  list: (agency: string, list: string, query?: unknown) =>
    query === undefined
      ? (["backoffice", agency, list] as const)
      : (["backoffice", agency, list, query] as const),
};
