import type { PaymentGatewaySettings } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiAnswer, type ApiCall, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { failure, ok, renderBackOffice } from "../../test-support";
import { GatewaySection } from "./components/gateway-section";
import { settings } from "./settings-fixture";

const SETTINGS = "/admin/v1/agencies/demo/settings";
const GATEWAY = "/admin/v1/agencies/demo/payment-gateway";
const SECRET = "pj-live-secret-KEY-9f3a";

const sandbox: PaymentGatewaySettings = {
  kind: "sandbox",
  baseUrl: "https://payment-gateway.phajay.co",
  // As the server answers for an agency that never used PhaJay.
  sandbox: false,
  secretKeyLast4: null,
  webhookUrl: "https://play.kham.la/api/v2/payments/phajay/webhook/Yt3kP0aQ",
};
const phajay: PaymentGatewaySettings = {
  kind: "phajay",
  baseUrl: "https://payment-gateway.phajay.co",
  sandbox: false,
  secretKeyLast4: "7d2c",
  webhookUrl: "https://play.kham.la/api/v2/payments/phajay/webhook/Zq8v1xWm",
};

/** The settings screen as its owner sees it, the gateway answered by `current` (and after a save by `saved`). */
async function renderGateway(
  current: PaymentGatewaySettings,
  write: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  let gateway = current;
  const rendered = await renderBackOffice("/backoffice/demo/settings", {
    answer: (call) => {
      if (call.method === "GET" && call.path === SETTINGS) return ok(settings());
      if (call.method === "GET" && call.path === GATEWAY) return ok(gateway);
      const answer = write(call);
      if (answer?.status === 200) gateway = (answer.body as { data: PaymentGatewaySettings }).data;
      return answer;
    },
  });
  const section = await screen.findByRole("region", { name: "settings.gateway" });
  await within(section).findByText("settings.gateway_current");
  const puts = () => rendered.calls.filter((call) => call.method === "PUT");
  return { ...rendered, section, puts };
}

async function saveAndConfirm(user: ReturnType<typeof userEvent.setup>, section: HTMLElement) {
  await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: "settings.gateway_confirm" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the gateway section", () => {
  it("shows the gateway in use, the key's last four only, and the webhook address to copy", async () => {
    const { section } = await renderGateway(phajay);
    expect(within(section).getByText("settings.gateway_kind.phajay", { selector: "dd" })).toBeTruthy();
    expect(within(section).getByTestId("gateway-key").textContent).toBe("•••• 7d2c");
    expect(within(section).getByText(phajay.webhookUrl)).toBeTruthy();
    expect(within(section).getByText("settings.gateway_webhook_hint")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "common.copy_value" }));
    expect(await navigator.clipboard.readText()).toBe(phajay.webhookUrl);
  });

  it("switches to PhaJay only after confirming, and keeps the key nowhere once saved", async () => {
    const user = userEvent.setup();
    const { section, puts, queryClient } = await renderGateway(sandbox, (call) =>
      call.method === "PUT" && call.path === GATEWAY
        ? ok({ ...phajay, sandbox: true, baseUrl: "http://127.0.0.1:4010", secretKeyLast4: "9f3a" })
        : undefined,
    );
    await user.click(within(section).getByRole("radio", { name: /settings\.gateway_kind\.phajay/ }));
    const key = within(section).getByLabelText("settings.gateway_key_new") as HTMLInputElement;
    expect(key.type).toBe("password");
    expect(key.autocomplete).toBe("off");
    expect(key.value).toBe("");
    await user.type(key, SECRET);
    await user.type(within(section).getByLabelText("settings.gateway_base_url"), "http://127.0.0.1:4010");
    // PhaJay's test mode is where a switch starts.
    expect(within(section).getByRole("checkbox", { name: /settings\.gateway_sandbox_mode/ })).toHaveProperty(
      "checked",
      true,
    );

    await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("settings.gateway_confirm_phajay_test")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "common.cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts()).toEqual([]);

    await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "settings.gateway_confirm" }));
    expect(await screen.findByText("settings.gateway_saved")).toBeTruthy();
    expect(puts()).toEqual([
      expect.objectContaining({
        path: GATEWAY,
        body: { kind: "phajay", secretKey: SECRET, baseUrl: "http://127.0.0.1:4010", sandbox: true },
      }),
    ]);
    await waitFor(() => expect(within(section).getByTestId("gateway-key").textContent).toBe("•••• 9f3a"));
    expect((within(section).getByLabelText("settings.gateway_key_new") as HTMLInputElement).value).toBe("");
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

  it("keeps the stored key when the field is left empty, and says so", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderGateway(phajay, (call) =>
      call.method === "PUT" ? ok({ ...phajay, sandbox: true }) : undefined,
    );
    expect(within(section).getByText("settings.gateway_key_keep")).toBeTruthy();
    await user.click(within(section).getByRole("checkbox", { name: /settings\.gateway_sandbox_mode/ }));
    await saveAndConfirm(user, section);
    expect(puts()).toEqual([
      expect.objectContaining({
        body: { kind: "phajay", baseUrl: "https://payment-gateway.phajay.co", sandbox: true },
      }),
    ]);
  });

  it("asks for a key when none is stored, and for a valid address, before calling the server", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderGateway(sandbox);
    await user.click(within(section).getByRole("radio", { name: /settings\.gateway_kind\.phajay/ }));
    await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
    expect(await within(section).findByText("settings.gateway_key_required")).toBeTruthy();
    await user.type(within(section).getByLabelText("settings.gateway_key_new"), SECRET);
    await user.type(within(section).getByLabelText("settings.gateway_base_url"), "not an address");
    await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
    expect(await within(section).findByText("admin.gateway_base_url_invalid")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(puts()).toEqual([]);
  });

  it("switches back to the sandbox, and shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    const { section, puts } = await renderGateway(phajay, (call) =>
      call.method === "PUT"
        ? failure(400, "VALIDATION_ERROR", { secretKey: "admin.gateway_key_too_short" })
        : undefined,
    );
    await user.type(within(section).getByLabelText("settings.gateway_key_new"), "short-but-8");
    await saveAndConfirm(user, section);
    expect(await within(section).findByText("admin.gateway_key_too_short")).toBeTruthy();
    await user.click(within(section).getByRole("radio", { name: /settings\.gateway_kind\.sandbox/ }));
    await user.click(within(section).getByRole("button", { name: "settings.gateway_save" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("settings.gateway_confirm_sandbox")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "settings.gateway_confirm" }));
    await waitFor(() => expect(puts().at(-1)?.body).toEqual({ kind: "sandbox" }));
  });

  it("is read-only for staff who may not change it", async () => {
    stubApi((call) => (call.path === GATEWAY ? ok(phajay) : undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const i18n = new Translator({
      language: "lo",
      resources: { lo: { backoffice: {} } },
      namespaces: ["backoffice"],
    });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GatewaySection agency="demo" editable={false} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText("•••• 7d2c")).toBeTruthy();
    expect(screen.getByText("settings.gateway_owner_only")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByLabelText("settings.gateway_key_new")).toBeNull();
    expect(screen.queryByRole("button", { name: "settings.gateway_save" })).toBeNull();
  });
});
