import { Link } from "@tanstack/react-router";
import type * as React from "react";

export interface NavLinkProps extends Omit<React.ComponentProps<"a">, "href"> {
  /** A path with an optional query string, as the navigation entries hold it. */
  link: string;
}

/** Splits a link into the router's path and search object, e.g. `/a?tab=Slot` → `{to: "/a", search: {tab: "Slot"}}`. */
export function splitLink(link: string): { to: string; search: Record<string, string> } {
  const [to = "/", query = ""] = link.split("?", 2);
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}

/** aria-current="page" by the spec's rule: same path, query string ignored. */
export function NavLink({ link, ...props }: NavLinkProps) {
  const { to, search } = splitLink(link);
  return (
    <Link
      // Entry links are data, so they cannot be checked against the route tree at compile time.
      to={to as "/"}
      search={search as never}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{}}
      {...props}
    />
  );
}
