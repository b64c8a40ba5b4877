import { createFileRoute, redirect } from "@tanstack/react-router";
import { signedIn } from "../lib/guards";

/** /backoffice opens the staff member's first agency. */
export const Route = createFileRoute("/")({
  beforeLoad: async ({ context, location }) => {
    const me = await signedIn(context.queryClient, location);
    const first = me.agencies[0];
    if (first === undefined) throw redirect({ to: "/login" });
    throw redirect({ to: "/$agency", params: { agency: first.code } });
  },
});
