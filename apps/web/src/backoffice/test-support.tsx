import type { StaffMe, StaffRole } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, waitFor } from "@testing-library/react";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiAnswer, type ApiCall, stubApi } from "@/lib/test-app";
import { FakeEventSource } from "@/lib/test-event-source";
import { Translator } from "@/lib/translator";
import { createBackOfficeRouter } from "./router";

/** No resources: every text renders as its key, so tests assert which message is shown. */
const testI18n = new Translator({
  language: "lo",
  resources: { lo: { backoffice: {} } },
  namespaces: ["backoffice"],
});

export function staffMe(role: StaffRole, agencies = [{ code: "demo", name: "Kham Demo" }]): StaffMe {
  return {
    staff: {
      id: `staff-${role}`,
      username: `${role}.one`,
      role,
      agency: agencies.length === 1 ? agencies[0]!.code : null,
      twoFactor: true,
      disabled: false,
      lastLoginAt: "2026-11-22T08:00:00.000Z",
      createdAt: "2026-11-01T08:00:00.000Z",
    },
    agencies,
  };
}

/** The latest stream the screen opened. */
export function latestStream(): FakeEventSource {
  const stream = FakeEventSource.instances.at(-1);
  if (!stream) throw new Error("no event stream was opened");
  return stream;
}

/**
 * Renders the whole back office at `path` (under /backoffice) with the staff API stubbed: the
 * signed-in staff member is `me` (null: nobody), every other call is answered by `answer`.
 */
export async function renderBackOffice(
  path: string,
  options: { me?: StaffMe | null; answer?: (call: ApiCall) => ApiAnswer | undefined } = {},
) {
  const me = options.me === undefined ? staffMe("owner") : options.me;
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  const calls = stubApi((call) => {
    if (call.path === "/admin/v1/auth/me") {
      return me === null
        ? { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Log in" } } }
        : { status: 200, body: { data: me } };
    }
    return options.answer?.(call);
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createBackOfficeRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <I18nProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await waitFor(() => {
    if (router.state.status !== "idle") throw new Error("the router is still loading");
  });
  return { ...result, router, queryClient, calls };
}

/** `{ data }` with status 200, as the API answers. */
export function ok(data: unknown): ApiAnswer {
  return { status: 200, body: { data } };
}

export function failure(status: number, code: string, fields?: Record<string, string>): ApiAnswer {
  return { status, body: { error: { code, message: code, ...(fields ? { fields } : {}) } } };
}

/** A page of a list as the API answers it. */
export function page<T>(items: T[], options: { page?: number; pageSize?: number; total?: number } = {}) {
  return ok({
    items,
    page: options.page ?? 1,
    pageSize: options.pageSize ?? 20,
    total: options.total ?? items.length,
  });
}
