import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer, ApiCall } from "@/lib/test-app";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";
import { settings } from "./settings-fixture";

const SETTINGS = "/admin/v1/agencies/demo/settings";
const base = "/admin/v1/agencies/demo";

const agencyAnswer = (domains: string[]) =>
  ok({ agency: { id: "agency-1", code: "demo", name: "Kham Demo", logoUrl: "/brand/logo.svg", domains } });

/** The settings screen with the settings answered, and `write` answering everything else. */
async function renderSettings(write: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const rendered = await renderBackOffice("/backoffice/demo/settings", {
    answer: (call) => (call.method === "GET" && call.path === SETTINGS ? ok(settings()) : write(call)),
  });
  await screen.findByRole("region", { name: "settings.profile" });
  const writes = () => rendered.calls.filter((call) => call.method !== "GET");
  const reads = () => rendered.calls.filter((call) => call.path === SETTINGS).length;
  return { ...rendered, writes, reads };
}

const section = (name: string) => screen.getByRole("region", { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the agency profile", () => {
  it("saves the whole profile, says so and reads the settings again", async () => {
    const user = userEvent.setup();
    const { writes, reads } = await renderSettings((call) =>
      call.path === `${base}/profile` ? ok(settings()) : undefined,
    );
    const profile = section("settings.profile");
    const name = within(profile).getByLabelText("settings.agency_name");
    expect((name as HTMLInputElement).value).toBe("Kham Demo");
    await user.clear(name);
    await user.type(name, "  Kham Gold ");
    await user.type(within(profile).getByLabelText("settings.link_telegram"), "https://t.me/khamgold");
    const before = reads();
    await user.click(within(profile).getByRole("button", { name: "settings.save_profile" }));
    expect(await screen.findByText("settings.profile_saved")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: `${base}/profile`,
        body: {
          name: "Kham Gold",
          logoUrl: "/brand/logo.svg",
          whatsapp: "https://wa.me/8562055512345",
          line: "",
          facebook: "https://facebook.com/khamdemo",
          telegram: "https://t.me/khamgold",
          twitter: "",
        },
      }),
    ]);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("asks for a name before calling the server", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings();
    const profile = section("settings.profile");
    await user.clear(within(profile).getByLabelText("settings.agency_name"));
    await user.click(within(profile).getByRole("button", { name: "settings.save_profile" }));
    expect(await within(profile).findByText("validation.required")).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows the server's field error under its field", async () => {
    const user = userEvent.setup();
    await renderSettings((call) =>
      call.path === `${base}/profile`
        ? failure(400, "VALIDATION_ERROR", { name: "admin.name_too_long" })
        : undefined,
    );
    const profile = section("settings.profile");
    await user.type(within(profile).getByLabelText("settings.agency_name"), "!");
    await user.click(within(profile).getByRole("button", { name: "settings.save_profile" }));
    const name = within(profile).getByLabelText("settings.agency_name");
    expect(await within(profile).findByText("admin.name_too_long")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the domains", () => {
  it("adds a domain as the contract writes it", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/domains`
        ? { ...agencyAnswer(["play.kham.la", "new.kham.la"]), status: 201 }
        : undefined,
    );
    const domains = section("settings.domains");
    await user.type(within(domains).getByLabelText("settings.domain_new"), "  New.Kham.LA ");
    await user.click(within(domains).getByRole("button", { name: "settings.domain_add" }));
    expect(await screen.findByText("settings.domain_added")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({ method: "POST", path: `${base}/domains`, body: { domain: "new.kham.la" } }),
    ]);
  });

  it("refuses a malformed domain in place, and shows one taken elsewhere", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/domains`
        ? failure(400, "VALIDATION_ERROR", { domain: "admin.domain_taken" })
        : undefined,
    );
    const domains = section("settings.domains");
    const field = within(domains).getByLabelText("settings.domain_new");
    await user.type(field, "https://bad/");
    await user.click(within(domains).getByRole("button", { name: "settings.domain_add" }));
    expect(await within(domains).findByText("admin.domain_pattern")).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.clear(field);
    await user.type(field, "taken.example.com");
    await user.click(within(domains).getByRole("button", { name: "settings.domain_add" }));
    expect(await within(domains).findByText("admin.domain_taken")).toBeTruthy();
  });

  it("removes a domain only after confirming, and shows why the server kept it", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path.endsWith("/remove")
        ? failure(400, "VALIDATION_ERROR", { domain: "admin.domain_last" })
        : undefined,
    );
    const domains = section("settings.domains");
    await user.click(within(domains).getAllByRole("button", { name: "settings.domain_remove" })[0]!);
    let dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "common.cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([]);

    await user.click(within(domains).getAllByRole("button", { name: "settings.domain_remove" })[1]!);
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "settings.domain_remove_confirm" }));
    expect(await within(dialog).findByText("admin.domain_last")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({ method: "POST", path: `${base}/domains/old.kham.la/remove` }),
    ]);
  });
});

describe("the exchange rates", () => {
  it("sends a currency's buy and sell rate", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/rates/LAK` ? ok(settings().rates) : undefined,
    );
    const [lak] = screen.getAllByRole("form", { name: "settings.rate_of" });
    const sell = within(lak!).getByLabelText("settings.rate_sell");
    await user.clear(sell);
    await user.type(sell, "670");
    await user.click(within(lak!).getByRole("button", { name: "common.save" }));
    expect(await screen.findByText("settings.rate_saved")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `${base}/rates/LAK`,
        body: { buy: "640", sell: "670" },
      }),
    ]);
  });

  it("refuses a rate that is not a positive number before calling the server", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings();
    const [, thb] = screen.getAllByRole("form", { name: "settings.rate_of" });
    const buy = within(thb!).getByLabelText("settings.rate_buy");
    await user.clear(buy);
    await user.type(buy, "0");
    await user.click(within(thb!).getByRole("button", { name: "common.save" }));
    expect(await within(thb!).findByText("admin.rate_invalid")).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});

describe("the amount limits", () => {
  it("sends the withdrawal bounds in credit", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/limits`
        ? ok({ kind: "withdraw", currency: "THB", min: "200.00", max: "50000.00" })
        : undefined,
    );
    const form = screen.getByRole("form", { name: "settings.withdrawal_limits" });
    const min = within(form).getByLabelText("settings.min");
    await user.clear(min);
    await user.type(min, "200");
    await user.click(within(form).getByRole("button", { name: "common.save" }));
    expect(await screen.findByText("settings.withdrawal_limits_saved")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        path: `${base}/limits`,
        body: { kind: "withdraw", currency: "THB", min: "200", max: "50000.00" },
      }),
    ]);
  });

  it("refuses a minimum above the maximum, and shows the server's refusal in place", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/limits`
        ? failure(400, "VALIDATION_ERROR", { max: "validation.amount_invalid" })
        : undefined,
    );
    const [lak] = screen.getAllByRole("form", { name: "settings.deposit_limits_of" });
    const min = within(lak!).getByLabelText("settings.min");
    await user.clear(min);
    await user.type(min, "60000000");
    await user.click(within(lak!).getByRole("button", { name: "common.save" }));
    expect(await within(lak!).findByText("admin.min_above_max")).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(min);
    await user.type(min, "20000");
    await user.click(within(lak!).getByRole("button", { name: "common.save" }));
    expect(await within(lak!).findByText("validation.amount_invalid")).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ kind: "deposit", currency: "LAK", min: "20000", max: "50000000" });
  });
});

describe("the payment methods", () => {
  it("adds a merchant id at one of the agency's banks", async () => {
    const user = userEvent.setup();
    const added = { isEnabled: true, code: "APB", mid: "APB0001", displayName: "APB Pay", currency: "THB" };
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/payment-methods` ? { status: 201, body: { data: added } } : undefined,
    );
    const form = screen.getByRole("form", { name: "settings.method_add_title" });
    await user.selectOptions(within(form).getByLabelText("settings.method_bank"), "APB");
    await user.selectOptions(within(form).getByLabelText("settings.method_currency"), "THB");
    await user.type(within(form).getByLabelText("settings.method_mid"), " APB0001 ");
    await user.type(within(form).getByLabelText("settings.method_name"), "APB Pay");
    await user.click(within(form).getByRole("button", { name: "settings.method_add" }));
    expect(await screen.findByText("settings.method_added")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        path: `${base}/payment-methods`,
        body: { code: "APB", mid: "APB0001", name: "APB Pay", currency: "THB" },
      }),
    ]);
  });

  it("asks for the bank first, and shows a bank the server does not know under the bank", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/payment-methods`
        ? failure(400, "VALIDATION_ERROR", { code: "admin.bank_unknown" })
        : undefined,
    );
    const form = screen.getByRole("form", { name: "settings.method_add_title" });
    await user.type(within(form).getByLabelText("settings.method_mid"), "X1");
    await user.type(within(form).getByLabelText("settings.method_name"), "X");
    await user.click(within(form).getByRole("button", { name: "settings.method_add" }));
    expect(await within(form).findByText("validation.bank_required")).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.selectOptions(within(form).getByLabelText("settings.method_bank"), "LVB");
    await user.click(within(form).getByRole("button", { name: "settings.method_add" }));
    expect(await within(form).findByText("admin.bank_unknown")).toBeTruthy();
  });

  it("disables one after confirming and enables one at once", async () => {
    const user = userEvent.setup();
    const method = settings().paymentMethods[0]!;
    const { writes } = await renderSettings((call) => {
      if (call.path.endsWith("/disable")) return ok([{ ...method, isEnabled: false }]);
      if (call.path.endsWith("/enable")) return ok([{ ...settings().paymentMethods[1]!, isEnabled: true }]);
      return undefined;
    });
    const methods = section("settings.payment_methods");
    await user.click(within(methods).getByRole("button", { name: "settings.method_disable_named" }));
    const dialog = await screen.findByRole("dialog");
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "settings.disable" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("settings.method_disabled")).toBeTruthy();
    await user.click(within(methods).getByRole("button", { name: "settings.method_enable_named" }));
    await waitFor(() =>
      expect(writes().map((call) => call.path)).toEqual([
        `${base}/payment-methods/BCEL0000123456/disable`,
        `${base}/payment-methods/LDB00000234567/enable`,
      ]),
    );
  });
});

describe("the banks", () => {
  it("disables a bank after confirming and enables one at once", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) => {
      const [bank] = settings().banks.filter((candidate) => call.path.includes(`/banks/${candidate.code}/`));
      if (bank === undefined) return undefined;
      return ok({ ...bank, enabled: call.path.endsWith("/enable") });
    });
    const banks = section("settings.banks");
    const disable = within(banks).getAllByRole("button", { name: "settings.bank_disable_named" });
    await user.click(disable[1]!);
    let dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "common.cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([]);
    await user.click(disable[1]!);
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "settings.disable" }));
    expect(await screen.findByText("settings.bank_disabled")).toBeTruthy();
    await user.click(within(banks).getByRole("button", { name: "settings.bank_enable_named" }));
    await waitFor(() =>
      expect(writes().map((call) => call.path)).toEqual([
        `${base}/banks/APB/disable`,
        `${base}/banks/LVB/enable`,
      ]),
    );
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    await renderSettings((call) => (call.path.endsWith("/disable") ? failure(403, "FORBIDDEN") : undefined));
    const banks = section("settings.banks");
    await user.click(within(banks).getAllByRole("button", { name: "settings.bank_disable_named" })[0]!);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "settings.disable" }));
    expect(await within(dialog).findByText("errors.FORBIDDEN")).toBeTruthy();
  });
});

describe("the promotion threshold", () => {
  it("sends the threshold, and refuses one that is not an amount", async () => {
    const user = userEvent.setup();
    const { writes } = await renderSettings((call) =>
      call.path === `${base}/promotion-threshold`
        ? ok(settings({ promotionCreditThreshold: "10.50" }))
        : undefined,
    );
    const promotions = section("settings.threshold");
    const field = within(promotions).getByLabelText("settings.threshold_field");
    await user.clear(field);
    await user.type(field, "ten");
    await user.click(within(promotions).getByRole("button", { name: "common.save" }));
    expect(await within(promotions).findByText("validation.amount_invalid")).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.clear(field);
    await user.type(field, "10.50");
    await user.click(within(promotions).getByRole("button", { name: "common.save" }));
    expect(await screen.findByText("settings.threshold_saved")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: `${base}/promotion-threshold`,
        body: { promotionCreditThreshold: "10.50" },
      }),
    ]);
  });
});

describe("who sees the settings", () => {
  it("sends finance, who may not change them, to their own first screen", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/settings", { me: staffMe("finance") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/dashboard"));
  });

  it("says when the settings cannot be read", async () => {
    await renderBackOffice("/backoffice/demo/settings", {
      answer: (call) => (call.path === SETTINGS ? failure(500, "INTERNAL") : undefined),
    });
    expect((await screen.findByRole("alert")).textContent).toContain("errors.INTERNAL");
  });
});
