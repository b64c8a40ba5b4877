import type { PaymentMethod, PromotionUsage, Provider } from "@kham/contract";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usageOf } from "@/features/promotions/test-data";
import { formatNumber } from "@/lib/format";
import { I18nProvider } from "@/lib/i18n-react";
import { renderInApp, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { depositOrderOf } from "../test-data";
import { DepositForm } from "./deposit-form";

const methods: PaymentMethod[] = [
  { isEnabled: true, code: "BCEL", mid: "BCEL01", displayName: "BCEL One", currency: "LAK" },
  { isEnabled: true, code: "BCEL", mid: "BCEL01", displayName: "BCEL One copy", currency: "LAK" },
  { isEnabled: false, code: "JDB", mid: "JDB01", displayName: "JDB Yes", currency: "LAK" },
  { isEnabled: true, code: "BCEL", mid: "BCEL02", displayName: "BCEL One (THB)", currency: "THB" },
];
const rates = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
];

/** The agency's own bounds, deliberately not the design's defaults. */
const limitsAnswer = {
  status: 200,
  body: {
    data: [
      { currency: "LAK", min: "20000", max: "3000000" },
      { currency: "THB", min: "75.00", max: "500.00" },
      { currency: "USD", min: "2.00", max: "2000.00" },
    ],
  },
};

function renderForm(
  onCreated = vi.fn(),
  i18n?: Translator,
  promotionUsage?: PromotionUsage,
  provider?: Provider,
) {
  const form = (
    <DepositForm
      methods={methods}
      rates={rates}
      banks={[]}
      promotionUsage={promotionUsage}
      provider={provider}
      onCreated={onCreated}
    />
  );
  renderInApp(() => (i18n ? <I18nProvider i18n={i18n}>{form}</I18nProvider> : form));
  return onCreated;
}

/** Texts that show their values, so a test can see which limits the form states. */
function i18nWithLimits() {
  const instance = new Translator({
    language: "lo",
    resources: {
      lo: {
        translation: {
          deposit: {
            limits: "limits {{min}}..{{max}} {{currency}}",
            error: { amount_out_of_range: "range {{min}}..{{max}} {{currency}}" },
          },
        },
      },
    },
  });
  return instance;
}

describe("DepositForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers each enabled currency once and only that currency's enabled banks, once per merchant", async () => {
    stubApi(() => undefined);
    renderForm();
    const user = userEvent.setup();
    expect(
      (await screen.findAllByRole("radio", { name: /^(LAK|THB|USD)$/ })).map((r) => r.getAttribute("value")),
    ).toEqual(["LAK", "THB"]);
    expect(screen.getByRole("radio", { name: /BCEL One/ })).toHaveProperty("checked", true);
    expect(screen.queryByRole("radio", { name: /JDB/ })).toBeNull();
    expect(screen.queryByRole("radio", { name: /copy/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "THB" }));
    expect(screen.getByRole("radio", { name: /BCEL One \(THB\)/ })).toHaveProperty("checked", true);
  });

  it("shows the credit an amount buys while the player types", async () => {
    stubApi(() => undefined);
    renderForm();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/deposit.amount/);
    await user.clear(amount);
    await user.type(amount, "66000");
    expect(document.getElementById("deposit-credit-preview")?.textContent).toMatch(/100[.,]00/);
  });

  it("creates the order and hands it over; an out-of-range amount states the limits, unsent", async () => {
    const order = depositOrderOf();
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/v2/deposits"
        ? { status: 201, body: { data: order } }
        : path === "/v2/deposits/limits"
          ? limitsAnswer
          : undefined,
    );
    const onCreated = renderForm();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/deposit.amount/);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/v2/deposits/limits")).toBe(true));
    await user.clear(amount);
    await user.type(amount, "5000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    expect(await screen.findByText("deposit.error.amount_out_of_range")).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "66000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
    expect(calls.filter((call) => call.method === "POST").at(-1)!.body).toEqual({
      provider: "alphabet",
      mid: "BCEL01",
      currency: "LAK",
      amount: "66000",
    });
  });

  it("says what the player's own limit still allows and leads to the protection screen", async () => {
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/v2/deposits"
        ? {
            status: 422,
            body: {
              error: {
                code: "DEPOSIT_LIMIT_REACHED",
                message: "limit",
                details: { allowed: "50.00", freesAt: "2026-03-01T17:00:00.000Z" },
              },
            },
          }
        : path === "/v2/deposits/limits"
          ? limitsAnswer
          : undefined,
    );
    const texts = new Translator({
      language: "lo",
      resources: {
        lo: {
          translation: { deposit: { error: { own_deposit_limit: "allowed {{allowed}} from {{date}}" } } },
        },
      },
    });
    const onCreated = renderForm(vi.fn(), texts);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/deposit.amount/);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/v2/deposits/limits")).toBe(true));
    await user.clear(amount);
    await user.type(amount, "66000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    const alert = await screen.findByText("allowed 50,00 from 02/03/2026 00:00", { exact: false });
    expect(alert.querySelector("a")?.getAttribute("href")).toBe("/player/protection");
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("states the agency's limits from the server in the hint and in the out-of-range message", async () => {
    const calls = stubApi(({ method, path }) =>
      path === "/v2/deposits/limits"
        ? limitsAnswer
        : method === "POST"
          ? { status: 422, body: { error: { code: "AMOUNT_OUT_OF_RANGE", message: "range" } } }
          : undefined,
    );
    renderForm(vi.fn(), i18nWithLimits());
    const user = userEvent.setup();
    const lak = `${formatNumber("20000")}..${formatNumber("3000000")} LAK`;
    expect(await screen.findByText(`limits ${lak}`)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "THB" }));
    expect(
      await screen.findByText(`limits ${formatNumber("75.00")}..${formatNumber("500.00")} THB`),
    ).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "LAK" }));
    await user.clear(screen.getByLabelText(/deposit.amount/));
    await user.type(screen.getByLabelText(/deposit.amount/), "10000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    expect(await screen.findByText(`range ${lak}`)).toBeTruthy();
    expect(calls.filter((call) => call.path === "/v2/deposits/limits")).toHaveLength(1);
  });

  it("says only that the amount is out of range when the limits could not be loaded", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? { status: 422, body: { error: { code: "AMOUNT_OUT_OF_RANGE", message: "range" } } }
        : undefined,
    );
    renderForm();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/deposit.amount/));
    await user.type(screen.getByLabelText(/deposit.amount/), "10000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    expect(await screen.findByText("deposit.error.amount_out_of_range_plain")).toBeTruthy();
    expect(screen.queryByText("deposit.limits")).toBeNull();
  });

  it("starts on the provider of the game screen the player came from, unless a promotion binds another", async () => {
    const calls = stubApi(({ method }) =>
      method === "POST"
        ? { status: 201, body: { data: depositOrderOf({ code: "D2", provider: "askmebet" }) } }
        : undefined,
    );
    renderForm(vi.fn(), undefined, undefined, "askmebet");
    const user = userEvent.setup();
    expect(await screen.findByRole("radio", { name: /provider\.askmebet/ })).toHaveProperty("checked", true);
    await user.clear(screen.getByLabelText(/deposit.amount/));
    await user.type(screen.getByLabelText(/deposit.amount/), "66000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ provider: "askmebet" }),
    );
    cleanup();

    stubApi(() => undefined);
    renderForm(vi.fn(), undefined, usageOf({ provider: "gclub" }), "askmebet");
    expect(await screen.findByRole("radio", { name: /provider\.gclub(?!_)/ })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("states before paying what the amount buys, at what rate, what cashing out pays, and its minimum", async () => {
    stubApi(({ path }) => {
      if (path === "/v2/deposits/limits") return limitsAnswer;
      if (path === "/v2/withdrawals/limits")
        return { status: 200, body: { data: { min: "100.00", max: "50000.00" } } };
      return undefined;
    });
    const texts = new Translator({
      language: "th",
      resources: {
        th: {
          translation: {
            deposit: {
              terms: {
                pay: "pay {{amount}} {{currency}} get {{credit}} at {{rate}}; cash-out {{buy}}",
                price: "price {{rate}} {{currency}}; cash-out {{buy}}",
                min_cash_out: "min {{provider}} {{min}} ≈ {{kip}} kip.",
                stays: "stays in {{provider}}.",
                move: "move",
              },
            },
            provider: { gclub: "GClub" },
          },
        },
      },
    });
    renderForm(vi.fn(), texts, undefined, "gclub");
    const user = userEvent.setup();
    // Thai numbers: 50,000 kip at 660 kip per credit buys 75.75 credit; cashing out pays 640.
    const rate = await screen.findByTestId("deposit-rate-line");
    await vi.waitFor(() => expect(rate.textContent).toBe("pay 50,000 LAK get 75.75 at 660; cash-out 640"));
    const minimum = screen.getByTestId("deposit-min-cash-out");
    // 100 credit × 640 = 64,000 kip: far above the 20,000 kip the agency lets a player deposit.
    await vi.waitFor(() =>
      expect(minimum.textContent).toBe("min GClub 100.00 ≈ 64,000 kip. stays in GClub. move"),
    );
    expect(screen.getByRole("link", { name: "move" }).getAttribute("href")).toBe("/player/transfer");

    const amount = screen.getByLabelText(/deposit.amount/) as HTMLInputElement;
    await user.clear(amount);
    expect(rate.textContent).toBe("price 660 LAK; cash-out 640");
    await user.type(amount, "132000");
    expect(rate.textContent).toBe("pay 132,000 LAK get 200.00 at 660; cash-out 640");
  });

  it("takes digits only for kip and at most two decimals for baht, typed or pasted", async () => {
    stubApi(() => undefined);
    renderForm();
    const user = userEvent.setup();
    const amount = (await screen.findByLabelText(/deposit.amount/)) as HTMLInputElement;
    expect(amount.inputMode).toBe("numeric");
    await user.clear(amount);
    await user.type(amount, "6a6b0,0x0");
    // Grouped the Lao way as typed; a point has no place in kip.
    expect(amount.value).toBe("66.000");
    await user.clear(amount);
    await user.paste("1,000,000 LAK");
    expect(amount.value).toBe("1.000.000");
    await user.click(screen.getByRole("radio", { name: "THB" }));
    expect(amount.inputMode).toBe("decimal");
    await user.clear(amount);
    await user.type(amount, "150.505");
    expect(amount.value).toBe("150,50");
  });

  it("starts on the first quick amount the agency accepts, with the credit it buys", async () => {
    stubApi(({ path }) => (path === "/v2/deposits/limits" ? limitsAnswer : undefined));
    renderForm();
    const amount = (await screen.findByLabelText(/deposit.amount/)) as HTMLInputElement;
    // The agency's minimum is 20,000 kip: 50,000 is the first quick amount it accepts.
    await vi.waitFor(() => expect(amount.value).toBe("50.000"));
    expect(document.getElementById("deposit-credit-preview")?.textContent).toMatch(/75[.,]75/);
    expect(screen.getByRole("button", { name: formatNumber("50000") }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    // A currency of its own starts on its own amount: 50,000 kip would be 50,000 baht.
    await userEvent.setup().click(screen.getByRole("radio", { name: "THB" }));
    await vi.waitFor(() => expect(amount.value).toBe("100"));
  });

  it("with a promotion in use, fixes its provider and buys exactly its credit, worked out per currency", async () => {
    const order = depositOrderOf({ code: "D2" });
    const calls = stubApi(({ method }) =>
      method === "POST" ? { status: 201, body: { data: order } } : undefined,
    );
    const onCreated = renderForm(vi.fn(), undefined, usageOf({ provider: "gclub" }));
    const user = userEvent.setup();
    expect(await screen.findByRole("region", { name: "deposit.promotion.label" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^provider\.gclub(?!_live)/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /provider\.alphabet/ })).toHaveProperty("disabled", true);
    const amount = screen.getByLabelText(/deposit.amount/) as HTMLInputElement;
    // 100 credit at 660 kip each; nothing to type.
    await vi.waitFor(() => expect(amount.value).toBe("66.000"));
    expect(amount.readOnly).toBe(true);
    expect(screen.getByTestId("deposit-bonus-preview").textContent).toBe("deposit.promotion.bonus");
    expect(document.getElementById("deposit-credit-preview")?.textContent).toMatch(/100[.,]00/);

    await user.click(screen.getByRole("radio", { name: "THB" }));
    await vi.waitFor(() => expect(amount.value).toBe("100,00"));
    await user.click(screen.getByRole("radio", { name: "LAK" }));
    await vi.waitFor(() => expect(amount.value).toBe("66.000"));
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      provider: "gclub",
      mid: "BCEL01",
      currency: "LAK",
      amount: "66000",
    });
  });

  it("once the promotion's deposit is made, keeps its provider and says new deposits wait for it", async () => {
    stubApi(() => undefined);
    renderForm(vi.fn(), undefined, usageOf({ provider: "gclub", deposited: true, bonus: "100.00" }));
    expect(await screen.findByText("deposit.promotion.in_play")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /provider\.askmebet/ })).toHaveProperty("disabled", true);
    const amount = screen.getByLabelText(/deposit.amount/) as HTMLInputElement;
    expect(amount.readOnly).toBe(false);
    expect(screen.queryByTestId("deposit-bonus-preview")).toBeNull();
  });

  it("says why the server refused a deposit while a promotion is in use", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? { status: 422, body: { error: { code: "PROMOTION_AMOUNT_MISMATCH", message: "mismatch" } } }
        : undefined,
    );
    renderForm();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/deposit.amount/));
    await user.type(screen.getByLabelText(/deposit.amount/), "70000");
    await user.click(screen.getByRole("button", { name: /deposit.submit/ }));
    expect(await screen.findByText("errors.PROMOTION_AMOUNT_MISMATCH")).toBeTruthy();
  });
});
