import "./lib/zod-config";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { Toaster } from "@/components/ui/toaster";
import { seedAgencyInfo } from "@/features/agency/api/get-agency-info";
import { captureInstallPrompt } from "@/features/app-install/install-prompt";
import { AfterFirstPaint } from "@/lib/after-first-paint";
import { initI18n } from "@/lib/i18n";
import { listenForPreloadErrors } from "@/lib/lazy-reload";
import { createQueryClient } from "@/lib/query-client";
import { createAppRouter } from "./router";
import "./styles.css";

listenForPreloadErrors();
// Chromium may offer installing the app before the install hint's code has loaded.
captureInstallPrompt();
// The page holds the translations of the player's language (else they load now, and components
// suspend on them behind the spinner until they arrive).
void initI18n();

// The service worker, the offline notice and the install hint: nothing the first screen waits for.
const AppInstall = lazy(() => import("@/features/app-install/app-install"));

const queryClient = createQueryClient();
// The page holds the host's agency too: the root route renders without calling for it.
seedAgencyInfo(queryClient);
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
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
  </StrictMode>,
);
