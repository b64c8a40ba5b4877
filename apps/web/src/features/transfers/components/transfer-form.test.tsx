import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Language, languages } from "@kham/contract";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usageOf } from "@/features/promotions/test-data";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { TransferForm } from "./transfer-form";

const creditsAnswer = {
  status: 200,
  body: {
    data: {
      credits: [
        { provider: "alphabet", credit: { amount: "12.50", currency: "THB" } },
        { provider: "askmebet", credit: { amount: "0.00", currency: "THB" } },
        { provider: "gclub", credit: { amount: "40.00", currency: "THB" } },
        { provider: "gclub_live", credit: { amount: "3.00", currency: "THB" } },
      ],
      total: { amount: "55.50", currency: "THB" },
    },
  },
};

const refusal = (status: number, code: string, fields?: Record<string, string>): ApiAnswer => ({
  status,
  body: {
    error: { code, message: `English words from the server (${code})`, ...(fields ? { fields } : {}) },
  },
});

const created: ApiAnswer = {
  status: 201,
  body: {
    data: {
      transfer: {
        id: "T0123456789ABCDEFGH",
        from: "gclub",
        to: "alphabet",
        amount: "10.00",
        status: "PENDING",
        failure: null,
        createdAt: "2026-12-02T10:00:00.000Z",
        updatedAt: "2026-12-02T10:00:00.000Z",
      },
    },
  },
};

function renderForm(
  answer: (call: ApiCall) => ApiAnswer | undefined,
  options: { i18n?: Translator; usage?: ReturnType<typeof usageOf> } = {},
) {
  const calls = stubApi((call) => (call.path === "/v2/players/credits" ? creditsAnswer : answer(call)));
  const onCreated = vi.fn();
  const form = <TransferForm promotionUsage={options.usage} onCreated={onCreated} />;
  renderInApp(() => (options.i18n ? <I18nProvider i18n={options.i18n}>{form}</I18nProvider> : form));
  return { calls, onCreated, user: userEvent.setup() };
}

/** Starts on the game with the most credit (gclub, 40.00) once the credit has arrived. */
async function fromGclub() {
  await vi.waitFor(() =>
    expect(screen.getAllByRole("radio", { name: /gclub\s*40/ })[0]).toHaveProperty("checked", true),
  );
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === "POST");

describe("TransferForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each game's credit, never offers the source as the destination, and sends from, to and amount", async () => {
    const { calls, user, onCreated } = renderForm((call) => (call.method === "POST" ? created : undefined));
    await fromGclub();
    expect(screen.getByTestId("transfer-from-credit-alphabet").textContent).toMatch(/12/);
    const [, toGclub] = screen.getAllByRole("radio", { name: /gclub\s*40/ });
    await vi.waitFor(() => expect(toGclub).toHaveProperty("disabled", true));
    await user.click(screen.getAllByRole("radio", { name: /alphabet\s*12/ })[1]!);
    await user.type(screen.getByLabelText(/transfer.amount/), "10");
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const [post] = posts(calls);
    expect(post).toMatchObject({
      path: "/v2/credits/transfers",
      body: { from: "gclub", to: "alphabet", amount: "10" },
    });
    expect(post!.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses more than the source holds before asking the server", async () => {
    const { calls, user } = renderForm(() => undefined);
    await fromGclub();
    await user.type(screen.getByLabelText(/transfer.amount/), "40.01");
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    expect(await screen.findByText("transfer.error.insufficient_credit")).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it.each([
    [refusal(422, "INSUFFICIENT_CREDIT"), "transfer.error.insufficient_credit"],
    [refusal(422, "PROMOTION_USAGE"), "transfer.error.promotion_usage"],
    [refusal(409, "OPEN_ORDER"), "transfer.error.pending"],
    [
      refusal(400, "VALIDATION_ERROR", { to: "validation.transfer_same_provider" }),
      "transfer.error.same_provider",
    ],
    [
      refusal(400, "VALIDATION_ERROR", { amount: "validation.amount_positive" }),
      "transfer.error.invalid_amount",
    ],
    [refusal(429, "RATE_LIMITED"), "errors.RATE_LIMITED"],
    [refusal(500, "INTERNAL"), "transfer.error.contact_support"],
  ])("says the server's refusal %# in the player's words, not the server's", async (answer, key) => {
    const { user, onCreated } = renderForm((call) => (call.method === "POST" ? answer : undefined));
    await fromGclub();
    await user.type(screen.getByLabelText(/transfer.amount/), "10");
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    expect(await screen.findByText(key)).toBeTruthy();
    expect(screen.queryByText(/English words from the server/)).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("sends a request whose answer was lost again under the same key, and a new one under a new key", async () => {
    let failNext = true;
    const { calls, user, onCreated } = renderForm((call) => {
      if (call.method !== "POST") return undefined;
      if (failNext) {
        failNext = false;
        throw new TypeError("Failed to fetch");
      }
      return created;
    });
    await fromGclub();
    await user.type(screen.getByLabelText(/transfer.amount/), "10");
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    expect(await screen.findByText("errors.NETWORK")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await user.type(screen.getByLabelText(/transfer.amount/), "10");
    await user.click(screen.getByRole("button", { name: /transfer.submit/ }));
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(3));
    const keys = posts(calls).map((call) => call.headers["idempotency-key"]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("marks the game a promotion in use holds, and offers it neither as source nor destination", async () => {
    renderForm(() => undefined, { usage: usageOf({ provider: "gclub", status: "USED" }) });
    expect(await screen.findByText("transfer.promotion_held")).toBeTruthy();
    for (const radio of await screen.findAllByRole("radio", { name: /gclub\s*40/ })) {
      expect(radio).toHaveProperty("disabled", true);
    }
  });

  describe.each(languages)("in %s", (language: Language) => {
    const catalogue = JSON.parse(
      readFileSync(
        join(import.meta.dirname, `../../../../public/locales/${language}/translation.json`),
        "utf8",
      ),
    );
    const i18n = new Translator({ language, resources: { [language]: { translation: catalogue } } });

    it.each([
      ["PROMOTION_USAGE", "promotion_usage"],
      ["INSUFFICIENT_CREDIT", "insufficient_credit"],
    ])("translates %s", async (code, key) => {
      const { user } = renderForm((call) => (call.method === "POST" ? refusal(422, code) : undefined), {
        i18n,
      });
      await vi.waitFor(() =>
        expect(screen.getByTestId("transfer-from-credit-gclub").textContent).toMatch(/40/),
      );
      await user.type(screen.getByLabelText(catalogue.transfer.amount, { exact: false }), "10");
      await user.click(screen.getByRole("button", { name: catalogue.transfer.submit }));
      const text = catalogue.transfer.error[key] as string;
      expect(text).toBeTruthy();
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText(/English words from the server/)).toBeNull();
    });
  });
});
