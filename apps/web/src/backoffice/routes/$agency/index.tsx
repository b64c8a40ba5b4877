import { createFileRoute, redirect } from "@tanstack/react-router";
import { screensFor } from "../../lib/screens";

/** The agency's address opens the first screen the staff member's role sees. */
export const Route = createFileRoute("/$agency/")({
  beforeLoad: ({ context, params }) => {
    const [first] = screensFor(context.me.staff.role);
    if (first === undefined) throw redirect({ to: "/login" });
    throw redirect({ to: `/$agency/${first.path}`, params });
  },
});
