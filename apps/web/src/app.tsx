import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { Toaster } from "@/components/ui/toaster";
import { AfterFirstPaint } from "@/lib/after-first-paint";
import type { createAppRouter } from "./router";

// The service worker, the offline notice and the install hint: nothing the first screen waits for.
const AppInstall = lazy(() => import("@/features/app-install/app-install"));

/** Rendered by both browser and server: the trees must match for hydration. */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
        <AfterFirstPaint>
          <Toaster />
          <Suspense fallback={null}>
            <AppInstall router={router} />
          </Suspense>
        </AfterFirstPaint>
      </QueryClientProvider>
    </StrictMode>
  );
}
