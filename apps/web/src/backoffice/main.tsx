import "@/lib/zod-config";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { Toaster } from "@/components/ui/toaster";
import { initI18n } from "@/lib/i18n";
import { listenForPreloadErrors } from "@/lib/lazy-reload";
import { createQueryClient } from "@/lib/query-client";
import { watchStaffAttention } from "./lib/attention";
import { createBackOfficeRouter } from "./router";
import "../styles.css";

listenForPreloadErrors();
watchStaffAttention();
// The back office's texts first; errors and validation messages come from the player's translations.
void initI18n(["backoffice", "translation"]);

const queryClient = createQueryClient();
const router = createBackOfficeRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("backoffice/index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
