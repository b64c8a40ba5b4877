import type { GameProviderSettings, ProviderHealth } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer } from "@/lib/test-app";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";
import { settingsKeys } from "../settings/api/settings-keys";
import type { Dashboard } from "./api/get-dashboard";

const DASHBOARD = "/admin/v1/agencies/demo/dashboard";
const PROVIDERS = "/admin/v1/agencies/demo/game-providers";

const zero = { deposits: "0.00", withdrawals: "0.00", net: "0.00", kipIn: "0", kipOut: "0", newPlayers: 0 };
const dashboard: Dashboard = {
  waiting: { withdrawals: 0, oldestWithdrawalAt: null },
  playersNearLimit: 0,
  today: zero,
  last30Days: zero,
  days: [],
};

const quiet: ProviderHealth = {
  lastSuccessAt: null,
  lastFailureAt: null,
  lastFailure: null,
  latencyMs: null,
  openJobs: 0,
  waitingOnAgentCredit: 0,
};

function row(
  provider: GameProviderSettings["provider"],
  kind: GameProviderSettings["kind"],
  health: Partial<ProviderHealth> = {},
): GameProviderSettings {
  const amb = kind === "amb";
  return {
    provider,
    kind,
    baseUrl: amb ? "https://api.hentory.io" : null,
    agent: amb ? "khamdemo" : null,
    productId: amb ? provider.toUpperCase() : null,
    lobbyCode: null,
    reconcile: "none",
    apiKeyLast4: amb ? "7d2c" : null,
    health: { ...quiet, ...health },
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function renderDashboard(providers: ApiAnswer, role: Parameters<typeof staffMe>[0] = "finance") {
  return renderBackOffice("/backoffice/demo/dashboard", {
    me: staffMe(role),
    answer: (call) => {
      if (call.path === DASHBOARD) return ok(dashboard);
      if (call.path === PROVIDERS) return providers;
      return undefined;
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard's game providers", () => {
  it("alerts the cashier at once to top up the agency's credit at a provider orders wait on", async () => {
    await renderDashboard(
      ok([
        row("alphabet", "sandbox"),
        row("askmebet", "amb", {
          lastFailureAt: minutesAgo(2),
          lastFailure: "AGENT_CREDIT: code 804",
          openJobs: 3,
          waitingOnAgentCredit: 2,
        }),
        row("gclub", "amb", { lastSuccessAt: minutesAgo(1), latencyMs: 180 }),
        row("gclub_live", "sandbox"),
      ]),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("dashboard.providers.top_up")).toBeTruthy();
    expect(within(alert).getAllByRole("listitem")).toHaveLength(1);
    expect(
      within(alert)
        .getByRole("link", { name: /dashboard\.providers\.open_jobs_link/ })
        .getAttribute("href"),
    ).toBe("/backoffice/demo/exceptions?tab=jobs&jobs=pending");

    const health = screen.getByRole("region", { name: "dashboard.providers.title" });
    const askmebet = within(health).getByTestId("provider-health-askmebet");
    expect(within(askmebet).getByTestId("provider-last-failure").textContent).toBe(
      "dashboard.providers.failure.AGENT_CREDIT",
    );
    expect(
      within(askmebet).getByText("dashboard.providers.waiting_credit").parentElement?.className,
    ).toContain("text-danger");
    const gclub = within(health).getByTestId("provider-health-gclub");
    expect(within(gclub).getByText("dashboard.providers.ms")).toBeTruthy();
    expect(within(gclub).getAllByText("dashboard.providers.never")).toHaveLength(1);
    expect(within(health).getByTestId("provider-health-alphabet").textContent).toContain(
      "dashboard.providers.sandbox",
    );
    expect(within(health).getByTestId("provider-health-alphabet").querySelector("dl")).toBeNull();
  });

  it("raises no alert while no order waits on the agency's credit, and shows the server's words it cannot name", async () => {
    await renderDashboard(
      ok([
        row("alphabet", "sandbox"),
        row("askmebet", "amb", {
          lastFailureAt: minutesAgo(5),
          lastFailure: "HTTP 502 from the provider",
          openJobs: 1,
        }),
        row("gclub", "sandbox"),
        row("gclub_live", "sandbox"),
      ]),
    );
    const health = await screen.findByRole("region", { name: "dashboard.providers.title" });
    expect(within(health).getByTestId("provider-last-failure").textContent).toBe(
      "HTTP 502 from the provider",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves the panel out for staff the server does not let read the providers", async () => {
    const { queryClient } = await renderDashboard(failure(403, "FORBIDDEN"), "support");
    await screen.findByRole("region", { name: "dashboard.waiting.title" });
    await waitFor(() =>
      expect(queryClient.getQueryState(settingsKeys.gameProviders("demo"))?.status).toBe("error"),
    );
    expect(screen.queryByRole("region", { name: "dashboard.providers.title" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
