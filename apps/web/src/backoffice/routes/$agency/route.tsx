import { createFileRoute, redirect } from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { Shell } from "../../components/shell";
import { signedIn } from "../../lib/guards";

/** Everything of one agency; platform staff switch agency by switching this segment. */
export const Route = createFileRoute("/$agency")({
  beforeLoad: async ({ context, location, params }) => {
    const me = await signedIn(context.queryClient, location);
    if (!me.agencies.some((agency) => agency.code === params.agency)) {
      const own = me.agencies[0];
      if (own === undefined) throw redirect({ to: "/login" });
      throw redirect({ to: "/$agency", params: { agency: own.code } });
    }
    return { me };
  },
  pendingComponent: FullPageSpinner,
  component: Shell,
});
