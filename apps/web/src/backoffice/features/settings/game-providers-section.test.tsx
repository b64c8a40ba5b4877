import { AMB_DEFAULT_BASE_URL, type GameProviderSettings, type ProviderHealth } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiAnswer, type ApiCall, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { failure, ok, renderBackOffice } from "../../test-support";
import { GameProvidersSection } from "./components/game-providers-section";
import { settings } from "./settings-fixture";

const SETTINGS = "/admin/v1/agencies/demo/settings";
const PROVIDERS = "/admin/v1/agencies/demo/game-providers";
const SECRET = "amb-live-KEY-0a1b2c3d9f3a";

const quiet: ProviderHealth = {
  lastSuccessAt: null,
  lastFailureAt: null,
  lastFailure: null,
  latencyMs: null,
  openJobs: 0,
  waitingOnAgentCredit: 0,
};

function sandbox(provider: GameProviderSettings["provider"]): GameProviderSettings {
  return {
    provider,
    kind: "sandbox",
    baseUrl: null,
    agent: null,
    productId: null,
    lobbyCode: null,
    reconcile: "none",
    apiKeyLast4: null,
    health: quiet,
  };
}

const askmebet: GameProviderSettings = {
  provider: "askmebet",
  kind: "amb",
  baseUrl: "https://api.hentory.io",
  agent: "khamdemo",
  productId: "ASKMEBET",
  lobbyCode: null,
  reconcile: "none",
  apiKeyLast4: "7d2c",
  health: { ...quiet, lastSuccessAt: "2026-11-22T08:00:00.000Z", latencyMs: 120 },
};

/** The settings screen as its owner sees it; `write` answers the PUTs and POSTs, a 200 PUT becoming the stored row. */
async function renderProviders(
  current: GameProviderSettings[],
  write: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  let rows = current;
  const rendered = await renderBackOffice("/backoffice/demo/settings", {
    answer: (call) => {
      if (call.method === "GET" && call.path === SETTINGS) return ok(settings());
      if (call.method === "GET" && call.path === PROVIDERS) return ok(rows);
      const answer = write(call);
      if (call.method === "PUT" && answer?.status === 200) {
        const saved = (answer.body as { data: GameProviderSettings }).data;
        rows = rows.map((row) => (row.provider === saved.provider ? saved : row));
      }
      return answer;
    },
  });
  const section = await screen.findByRole("region", { name: "settings.game_providers" });
  await within(section).findByTestId("game-provider-askmebet");
  const puts = () => rendered.calls.filter((call) => call.method === "PUT");
  return { ...rendered, section, puts };
}

const panel = (section: HTMLElement, provider: string) =>
  within(section).getByTestId(`game-provider-${provider}`);

async function openForm(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByText("settings.provider_edit"));
}

async function saveAndConfirm(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: "settings.provider_confirm" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

const four = () => [sandbox("alphabet"), askmebet, sandbox("gclub"), sandbox("gclub_live")];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the game providers section", () => {
  it("shows each provider's account with the key's last four only, and never prefills the key", async () => {
    const user = userEvent.setup();
    const { section } = await renderProviders(four());
    const row = panel(section, "askmebet");
    expect(within(row).getByText("provider.askmebet")).toBeTruthy();
    expect(within(row).getByTestId("provider-key").textContent).toBe("•••• 7d2c");
    expect(within(row).getByText("khamdemo")).toBeTruthy();
    expect(within(row).getByText("settings.provider_reconcile_mode.none", { selector: "dd" })).toBeTruthy();
    expect(
      within(panel(section, "gclub")).getByText("settings.provider_kind.sandbox", {
        selector: "[data-slot=badge]",
      }),
    ).toBeTruthy();
    expect(within(panel(section, "gclub")).queryByTestId("provider-key")).toBeNull();
    await openForm(user, row);
    const key = within(row).getByLabelText("settings.provider_key_new") as HTMLInputElement;
    expect(key.type).toBe("password");
    expect(key.autocomplete).toBe("off");
    expect(key.value).toBe("");
    expect(within(row).getByText("settings.provider_key_keep")).toBeTruthy();
  });

  it("switches a provider to AMB only after confirming, with AMB's defaults, and keeps the key nowhere", async () => {
    const user = userEvent.setup();
    const saved: GameProviderSettings = {
      ...askmebet,
      provider: "gclub",
      agent: "khamdemo",
      productId: "GCLUB",
      apiKeyLast4: "9f3a",
    };
    const { section, puts, queryClient } = await renderProviders(four(), (call) =>
      call.method === "PUT" && call.path === `${PROVIDERS}/gclub` ? ok(saved) : undefined,
    );
    const row = panel(section, "gclub");
    await openForm(user, row);
    await user.click(within(row).getByRole("radio", { name: /settings\.provider_kind\.amb/ }));
    expect((within(row).getByLabelText("settings.provider_base_url") as HTMLInputElement).value).toBe(
      AMB_DEFAULT_BASE_URL,
    );
    expect((within(row).getByLabelText("settings.provider_product") as HTMLInputElement).value).toBe("GCLUB");
    expect(
      within(row).getByRole("radio", { name: /settings\.provider_reconcile_mode\.none/ }),
    ).toHaveProperty("checked", true);
    await user.type(within(row).getByLabelText("settings.provider_agent"), "khamdemo");
    await user.type(within(row).getByLabelText("settings.provider_key_new"), SECRET);

    await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("settings.provider_confirm_amb")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "common.cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts()).toEqual([]);

    await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "settings.provider_confirm" }));
    expect(await screen.findByText("settings.provider_saved")).toBeTruthy();
    expect(puts()).toEqual([
      expect.objectContaining({
        path: `${PROVIDERS}/gclub`,
        body: {
          kind: "amb",
          baseUrl: AMB_DEFAULT_BASE_URL,
          agent: "khamdemo",
          apiKey: SECRET,
          productId: "GCLUB",
          lobbyCode: "",
          reconcile: "none",
        },
      }),
    ]);
    await waitFor(() =>
      expect(within(panel(section, "gclub")).getByTestId("provider-key").textContent).toBe("•••• 9f3a"),
    );
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state),
      ),
    ).not.toContain(SECRET);
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
  });

  it("sends no key when the field is left empty, so the stored one is kept", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderProviders(four(), (call) =>
      call.method === "PUT" ? ok({ ...askmebet, reconcile: "repeat" }) : undefined,
    );
    const row = panel(section, "askmebet");
    await openForm(user, row);
    await user.click(within(row).getByRole("radio", { name: /settings\.provider_reconcile_mode\.repeat/ }));
    await user.type(within(row).getByLabelText("settings.provider_lobby"), "SB001");
    await saveAndConfirm(user, row);
    expect(puts()).toEqual([
      expect.objectContaining({
        path: `${PROVIDERS}/askmebet`,
        body: {
          kind: "amb",
          baseUrl: "https://api.hentory.io",
          agent: "khamdemo",
          productId: "ASKMEBET",
          lobbyCode: "SB001",
          reconcile: "repeat",
        },
      }),
    ]);
  });

  it("asks for a key, an agent and a product id before calling the server, and shows its refusals", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderProviders(four(), (call) =>
      call.method === "PUT"
        ? failure(400, "VALIDATION_ERROR", { provider: "admin.provider_busy" })
        : undefined,
    );
    const row = panel(section, "gclub_live");
    await openForm(user, row);
    await user.click(within(row).getByRole("radio", { name: /settings\.provider_kind\.amb/ }));
    expect((within(row).getByLabelText("settings.provider_product") as HTMLInputElement).value).toBe("");
    await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
    expect(await within(row).findByText("admin.provider_key_required")).toBeTruthy();
    await user.type(within(row).getByLabelText("settings.provider_key_new"), SECRET);
    await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
    expect(await within(row).findByText("admin.provider_agent_required")).toBeTruthy();
    expect(within(row).getByText("admin.provider_product_required")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(puts()).toEqual([]);

    await user.type(within(row).getByLabelText("settings.provider_agent"), "khamdemo");
    await user.type(within(row).getByLabelText("settings.provider_product"), "GCLUBLIVE");
    await saveAndConfirm(user, row);
    expect(await within(row).findByText("admin.provider_busy")).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it("switches back to the sandbox after confirming", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderProviders(four(), (call) =>
      call.method === "PUT" ? ok(sandbox("askmebet")) : undefined,
    );
    const row = panel(section, "askmebet");
    await openForm(user, row);
    await user.click(within(row).getByRole("radio", { name: /settings\.provider_kind\.sandbox/ }));
    await user.click(within(row).getByRole("button", { name: "settings.provider_save" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("settings.provider_confirm_sandbox")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "settings.provider_confirm" }));
    await waitFor(() => expect(puts().at(-1)?.body).toEqual({ kind: "sandbox" }));
  });

  it("says in words how the connection test went, with the answer's time", async () => {
    const user = userEvent.setup();
    const answers = [
      ok({ ok: false, message: "AMB refused the agent or key", failure: "UNAUTHORIZED", latencyMs: 85 }),
      ok({ ok: true, message: "Balance read", failure: null, latencyMs: 140 }),
    ];
    const { section, calls } = await renderProviders(four(), (call) =>
      call.method === "POST" && call.path === `${PROVIDERS}/askmebet/test` ? answers.shift() : undefined,
    );
    const row = panel(section, "askmebet");
    // Only providers on AMB have a connection to test.
    expect(
      within(panel(section, "gclub")).queryByRole("button", { name: "settings.provider_test" }),
    ).toBeNull();
    await user.click(within(row).getByRole("button", { name: "settings.provider_test" }));
    const result = within(row).getByTestId("provider-test-result");
    await waitFor(() => expect(result.textContent).toContain("settings.provider_test_failure.UNAUTHORIZED"));
    expect(result.textContent).not.toContain("AMB refused");
    expect(within(result).getByTestId("provider-test-latency").textContent).toBe("settings.provider_latency");
    await user.click(within(row).getByRole("button", { name: "settings.provider_test" }));
    await waitFor(() => expect(result.textContent).toContain("settings.provider_test_ok"));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(2);
  });

  it("is read-only for staff who may not change it", async () => {
    stubApi((call) => (call.path === PROVIDERS ? ok(four()) : undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const i18n = new Translator({
      language: "lo",
      resources: { lo: { backoffice: {} } },
      namespaces: ["backoffice"],
    });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GameProvidersSection agency="demo" editable={false} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText("•••• 7d2c")).toBeTruthy();
    expect(screen.getByText("settings.provider_owner_only")).toBeTruthy();
    expect(screen.queryByText("settings.provider_edit")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "settings.provider_save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "settings.provider_test" })).toBeNull();
  });
});
