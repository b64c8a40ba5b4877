import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { isPlayerLoggedIn } from "@/features/auth/api/get-player-info";

/** Login and register: a logged-in player has nothing to do here and goes to /player. */
export const Route = createFileRoute("/_public")({
  beforeLoad: async ({ context }) => {
    if (await isPlayerLoggedIn(context.queryClient)) throw redirect({ to: "/player" });
  },
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="relative flex min-h-[calc(100dvh-12rem)] items-start justify-center sm:items-center sm:py-8">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-6 h-72 bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.16),transparent_70%)]"
      />
      <div className="relative w-full max-w-md">
        <Outlet />
      </div>
    </div>
  );
}
