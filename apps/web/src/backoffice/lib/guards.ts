import { mayDo, type StaffMe } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { meQueryOptions } from "../features/auth/api/get-me";
import { permissionOf, type ScreenPath } from "./screens";

/** The signed-in staff member; nobody goes to the login, which brings them back to `location`. */
export async function signedIn(queryClient: QueryClient, location: { href: string }): Promise<StaffMe> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (me === null) throw redirect({ to: "/login", search: { redirect: location.href } });
  return me;
}

/** A screen opens only for roles its permission opens; others go to their first screen. */
export function allow(path: ScreenPath) {
  return ({ context, params }: { context: { me: StaffMe }; params: { agency: string } }): void => {
    if (!mayDo(context.me.staff.role, permissionOf(path))) throw redirect({ to: "/$agency", params });
  };
}
