/** All under ["backoffice", agency], so an order event refreshes it and no agency sees another's data. */
export const backOfficeKeys = {
  agency: (agency: string) => ["backoffice", agency] as const,
  list: (agency: string, list: string, query?: unknown) =>
    query === undefined
      ? (["backoffice", agency, list] as const)
      : (["backoffice", agency, list, query] as const),
};
