import type { BankAccount, PromotionUsage } from "@kham/contract";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usageOf, welcomePromotion } from "@/features/promotions/test-data";
import { formatCredit } from "@/lib/format";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { withdrawalOrderOf } from "../test-data";
import { WithdrawForm } from "./withdraw-form";

const account: BankAccount = {
  id: "1",
  bankCode: "BCEL",
  bankName: "BCEL One",
  accountNumber: "771092732262",
  accountName: "SOMCHAI PHOMMA",
  currency: "LAK",
  createdAt: "2026-01-01T00:00:00Z",
};
const rates = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
];
const creditsAnswer = {
  status: 200,
  body: {
    data: {
      credits: [
        { provider: "alphabet", credit: { amount: "0.00", currency: "THB" } },
        { provider: "askmebet", credit: { amount: "0.00", currency: "THB" } },
        { provider: "gclub", credit: { amount: "250.00", currency: "THB" } },
        { provider: "gclub_live", credit: { amount: "10.00", currency: "THB" } },
      ],
      total: { amount: "260.00", currency: "THB" },
    },
  },
};

const limitsAnswer = { status: 200, body: { data: { min: "100.00", max: "200.00" } } };

/** Texts that show their values, so a test can see which limits the form states. */
function i18nWithLimits() {
  const instance = new Translator({
    language: "lo",
    resources: {
      lo: {
        translation: {
          withdraw: {
            limits: "limits {{min}}..{{max}}",
            error: { amount_out_of_range: "range {{min}}..{{max}}" },
          },
        },
      },
    },
  });
  return instance;
}

function renderForm(
  answer: (call: ApiCall) => { status: number; body: unknown } | undefined = () => undefined,
  i18n?: ReturnType<typeof i18nWithLimits>,
  promotionUsage?: PromotionUsage,
) {
  const calls = stubApi((call) => (call.path === "/v2/players/credits" ? creditsAnswer : answer(call)));
  const onCreated = vi.fn();
  const form = (
    <WithdrawForm account={account} rates={rates} promotionUsage={promotionUsage} onCreated={onCreated} />
  );
  renderInApp(() => (i18n ? <I18nProvider i18n={i18n}>{form}</I18nProvider> : form));
  return { calls, onCreated, user: userEvent.setup() };
}

describe("WithdrawForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("picks the provider holding the credit and shows the kip an amount pays while the player types", async () => {
    const { user } = renderForm();
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.type(screen.getByLabelText(/withdraw.amount/), "150.55");
    expect(screen.getByTestId("payout-preview").textContent).toMatch(/96[.,\s]?352/);
    expect(screen.getByTestId("payout-account").textContent).toContain("SOMCHAI PHOMMA");
  });

  it("keeps the provider shown once the player has typed an amount, though the credit arrives later", async () => {
    let answerCredits!: () => void;
    const credits = new Promise<void>((resolve) => {
      answerCredits = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.endsWith("/v2/players/credits")) {
          await credits;
          return Response.json(creditsAnswer.body);
        }
        return Response.json({ error: { code: "NOT_FOUND", message: "not stubbed" } }, { status: 404 });
      }),
    );
    renderInApp(() => <WithdrawForm account={account} rates={rates} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    const first = await screen.findByRole("radio", { name: /provider\.alphabet/ });
    expect(first).toHaveProperty("checked", true);
    await user.type(screen.getByLabelText(/withdraw\.amount/), "120");
    answerCredits();
    await screen.findByText(`${formatCredit("250.00")} THB`);
    // gclub holds the most now, but the amount was typed for alphabet: the choice stays.
    expect(first).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", false);
  });

  it("refuses more than the chosen provider holds before asking the server", async () => {
    const { user, calls } = renderForm();
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.type(screen.getByLabelText(/withdraw.amount/), "250.01");
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    expect(await screen.findByText("withdraw.error.insufficient_credit")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("states the agency's limits and refuses an amount outside them before asking the server", async () => {
    const { user, calls } = renderForm(
      ({ path }) => (path === "/v2/withdrawals/limits" ? limitsAnswer : undefined),
      i18nWithLimits(),
    );
    const bounds = `${formatCredit("100.00")}..${formatCredit("200.00")}`;
    expect(await screen.findByText(`limits ${bounds}`)).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.type(screen.getByLabelText(/withdraw.amount/), "99.99");
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    expect(await screen.findByText(`range ${bounds}`)).toBeTruthy();
    await user.clear(screen.getByLabelText(/withdraw.amount/));
    await user.type(screen.getByLabelText(/withdraw.amount/), "200.01");
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    expect(await screen.findByText(`range ${bounds}`)).toBeTruthy();
    expect(screen.queryByText("withdraw.confirm.title")).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("states the limits when the server finds the amount out of range", async () => {
    const { user } = renderForm(
      ({ method, path }) =>
        path === "/v2/withdrawals/limits"
          ? limitsAnswer
          : method === "POST"
            ? { status: 422, body: { error: { code: "AMOUNT_OUT_OF_RANGE", message: "range" } } }
            : undefined,
      i18nWithLimits(),
    );
    const bounds = `${formatCredit("100.00")}..${formatCredit("200.00")}`;
    expect(await screen.findByText(`limits ${bounds}`)).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.type(screen.getByLabelText(/withdraw.amount/), "150");
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    await user.click(await screen.findByRole("button", { name: /withdraw.confirm.submit/ }));
    expect(await screen.findByText(`range ${bounds}`)).toBeTruthy();
  });

  it("asks for confirmation, then creates the order and hands it over", async () => {
    const order = withdrawalOrderOf();
    const { user, calls, onCreated } = renderForm(({ method }) =>
      method === "POST" ? { status: 201, body: { data: order } } : undefined,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.click(screen.getByRole("button", { name: "withdraw.all" }));
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    expect(await screen.findByText("withdraw.confirm.title")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: /withdraw.confirm.submit/ }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v2/withdrawals",
      body: { provider: "gclub", amount: "250.00" },
    });
  });

  it("goes back to the form with the server's reason when the order is refused", async () => {
    const { user, onCreated } = renderForm(({ method }) =>
      method === "POST"
        ? { status: 422, body: { error: { code: "PROMOTION_REQUIREMENT_NOT_MET", message: "no" } } }
        : undefined,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole("radio", { name: /provider\.gclub\s*250/ })).toHaveProperty("checked", true),
    );
    await user.type(screen.getByLabelText(/withdraw.amount/), "100");
    await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
    await user.click(await screen.findByRole("button", { name: /withdraw.confirm.submit/ }));
    expect(await screen.findByText("withdraw.error.promotion_requirement_not_met")).toBeTruthy();
    expect(screen.getByRole("button", { name: /withdraw.submit/ })).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  describe("with a promotion whose deposit was made at the chosen provider", () => {
    /** The welcome bonus at gclub (250.00 credit there): 100 bonus, and here 200 needed to withdraw. */
    const usage = (overrides: Partial<typeof welcomePromotion> = {}) =>
      usageOf({
        provider: "gclub",
        deposited: true,
        bonus: "100.00",
        promotion: { ...welcomePromotion, requiredCredit: "200.00", maxCredit: "220.00", ...overrides },
      });

    it("states its rules and, with withdraw-all, fills in the whole credit and does not let it be edited", async () => {
      renderForm(() => undefined, undefined, usage());
      const rules = await screen.findByRole("region", { name: "withdraw.promotion.title" });
      expect(rules.textContent).toContain("withdraw.promotion.required");
      expect(rules.textContent).toContain("withdraw.promotion.max");
      expect(rules.textContent).toContain("withdraw.promotion.withdraw_all");
      expect(rules.textContent).toContain("withdraw.promotion.deduct_bonus");
      const amount = screen.getByLabelText(/withdraw.amount/) as HTMLInputElement;
      await vi.waitFor(() => expect(amount.value).toBe("250,00"));
      expect(amount.readOnly).toBe(true);
      expect(screen.getByRole("button", { name: "withdraw.all" })).toHaveProperty("disabled", true);
    });

    it("pays at most the max credit less the bonus, and shows how before the player confirms", async () => {
      const { user, calls } = renderForm(() => undefined, undefined, usage());
      const amount = (await screen.findByLabelText(/withdraw.amount/)) as HTMLInputElement;
      await vi.waitFor(() => expect(amount.value).toBe("250,00"));
      // 220 received (30 returned), less the 100 bonus: 120 credit × 640 kip.
      await vi.waitFor(() =>
        expect(screen.getByTestId("payout-preview").textContent).toMatch(/76[.,\s]?800/),
      );
      await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
      const confirm = await screen.findByRole("region", { name: "withdraw.confirm.title" });
      expect(confirm.textContent).toMatch(/withdraw\.detail\.credit_received\s*220[.,]00/);
      expect(confirm.textContent).toMatch(/withdraw\.detail\.credit_returned\s*30[.,]00/);
      expect(confirm.textContent).toMatch(/withdraw\.detail\.bonus_deducted\s*100[.,]00/);
      expect(confirm.textContent).toMatch(/76[.,\s]?800/);
      expect(calls.some((call) => call.method === "POST")).toBe(false);
    });

    it("refuses before asking the server while the credit is below what the promotion needs", async () => {
      const { user, calls } = renderForm(() => undefined, undefined, usage({ requiredCredit: "600.00" }));
      const amount = (await screen.findByLabelText(/withdraw.amount/)) as HTMLInputElement;
      await vi.waitFor(() => expect(amount.value).toBe("250,00"));
      await user.click(screen.getByRole("button", { name: /withdraw.submit/ }));
      expect(await screen.findByText("withdraw.promotion.not_met")).toBeTruthy();
      expect(calls.some((call) => call.method === "POST")).toBe(false);
    });

    it("leaves another provider's withdrawal as it is", async () => {
      const { user } = renderForm(() => undefined, undefined, usage());
      await user.click(await screen.findByRole("radio", { name: /provider\.gclub_live/ }));
      expect(screen.queryByRole("region", { name: "withdraw.promotion.title" })).toBeNull();
      const amount = screen.getByLabelText(/withdraw.amount/) as HTMLInputElement;
      expect(amount.readOnly).toBe(false);
    });
  });
});
