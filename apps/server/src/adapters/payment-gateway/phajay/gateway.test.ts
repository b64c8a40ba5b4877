import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakePhaJay, startFakePhaJay } from "../../../test/fakes/phajay.ts";
import { PaymentGatewayError } from "../types.ts";
import { PhaJayGateway } from "./gateway.ts";
import { paidAtOf } from "./paid-at.ts";

let fake: FakePhaJay;
const now = new Date("2026-12-02T08:00:00Z");
beforeAll(async () => {
  fake = await startFakePhaJay();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.fail("create", null);
  fake.fail("status", null);
});

function gateway(overrides: Partial<ConstructorParameters<typeof PhaJayGateway>[0]> = {}) {
  return new PhaJayGateway({
    baseUrl: fake.url,
    secretKey: fake.key,
    sandbox: false,
    now: () => now,
    timeoutMs: 2_000,
    ...overrides,
  });
}

const order = {
  agencyId: "4f7d7f0e-0000-4000-8000-000000000001",
  bankIin: "27710418",
  mid: "BCEL0000123456",
  merchantName: "Kham",
  merchantCity: "Vientiane",
  merchantCategoryCode: "7994",
  currency: "LAK" as const,
  amount: "66000",
  orderCode: "D0123456789ABCDEFGH",
};

async function failureOf(call: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe("PhaJay checkout", () => {
  it("asks each bank's path with the secretKey header, a numeric amount and the order code", async () => {
    for (const bank of ["BCEL", "JDB", "LDB", "IB", "STB"]) {
      const before = fake.requests.length;
      const checkout = await gateway().createCheckout({ ...order, bankCode: bank });
      const request = fake.requests[before]!;
      expect(request.path).toBe(`/v1/api/payment/generate-${bank.toLowerCase()}-qr`);
      expect(request.headers.secretkey).toBe(fake.key);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body).toEqual({
        amount: 66000,
        description: order.orderCode,
        tag1: order.orderCode,
        tag2: order.agencyId,
      });
      expect(checkout.reference).toBe([...fake.transactions.keys()].at(-1));
      expect(checkout.payload).toMatch(/^000201/);
      expect(checkout.deeplink).toContain("onepay://");
    }
  });

  it("uses PhaJay's test paths in sandbox mode", async () => {
    const before = fake.requests.length;
    await gateway({ sandbox: true }).createCheckout({ ...order, bankCode: "JDB" });
    expect(fake.requests[before]!.path).toBe("/v1/api/test/payment/generate-jdb-qr");
  });

  it("refuses a bank PhaJay does not serve without calling it", async () => {
    const before = fake.requests.length;
    const error = await failureOf(gateway().createCheckout({ ...order, bankCode: "APB" }));
    expect(error.reason).toBe("UNSUPPORTED_BANK");
    expect(fake.requests.length).toBe(before);
  });

  it("fails loudly on a wrong key, and as unavailable on a 500, never naming the key", async () => {
    const wrong = await failureOf(
      gateway({ secretKey: "not-the-key-0000" }).createCheckout({ ...order, bankCode: "BCEL" }),
    );
    expect(wrong.reason).toBe("UNAUTHORIZED");
    expect(wrong.message).not.toContain("not-the-key-0000");
    fake.fail("create", 500);
    expect((await failureOf(gateway().createCheckout({ ...order, bankCode: "BCEL" }))).reason).toBe(
      "UNAVAILABLE",
    );
  });
});

describe("PhaJay status", () => {
  async function transaction() {
    const checkout = await gateway().createCheckout({ ...order, bankCode: "BCEL" });
    return checkout.reference!;
  }

  it("asks with Basic auth of the key alone, and a waiting transaction is not paid", async () => {
    const reference = await transaction();
    const before = fake.requests.length;
    expect(
      await gateway().findPayment({ code: order.orderCode, gatewayReference: reference }),
    ).toBeUndefined();
    const request = fake.requests[before]!;
    expect(request.path).toBe(`/v1/api/payment/check-transaction/status/${reference}`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(fake.key).toString("base64")}`);
  });

  it("reads a completed payment's amount, currency and time from the status answer", async () => {
    const reference = await transaction();
    await fake.pay(reference, { webhook: "none", amount: 65000 });
    expect(await gateway().findPayment({ code: order.orderCode, gatewayReference: reference })).toEqual({
      orderCode: order.orderCode,
      amount: "65000",
      currency: "LAK",
      reference,
      paidAt: expect.any(Date),
    });
  });

  it("is not the order's payment when the description names another order", async () => {
    const reference = await transaction();
    await fake.pay(reference, { webhook: "none" });
    expect(
      await gateway().findPayment({ code: "D-ANOTHER-ORDER", gatewayReference: reference }),
    ).toBeUndefined();
    expect(await gateway().findPayment({ code: order.orderCode, gatewayReference: null })).toBeUndefined();
  });

  it("reads PAYMENT_NOT_FOUND as not paid, and an expired transaction as not paid", async () => {
    expect(await gateway().findTransaction("no-such-transaction")).toBeUndefined();
    const reference = await transaction();
    await fetch(`${fake.url}/__fake/expire/${reference}`, { method: "POST" });
    expect(await gateway().findTransaction(reference)).toBeUndefined();
  });

  it("throws UNAVAILABLE on a 500 or a timeout and UNAUTHORIZED on a wrong key", async () => {
    const reference = await transaction();
    fake.fail("status", 500);
    expect((await failureOf(gateway().findTransaction(reference))).reason).toBe("UNAVAILABLE");
    fake.fail("status", "timeout");
    expect((await failureOf(gateway({ timeoutMs: 100 }).findTransaction(reference))).reason).toBe(
      "UNAVAILABLE",
    );
    fake.fail("status", null);
    expect(
      (await failureOf(gateway({ secretKey: "wrong-key-123456" }).findTransaction(reference))).reason,
    ).toBe("UNAUTHORIZED");
  });
});

describe("PhaJay webhooks", () => {
  it("are hints naming a transaction; a body without one is refused", async () => {
    expect(await gateway().readWebhook(JSON.stringify({ transactionId: "abc", txnAmount: 1 }))).toEqual({
      kind: "hint",
      reference: "abc",
    });
    await expect(gateway().readWebhook("{}")).rejects.toThrow("names no transaction");
    await expect(gateway().readWebhook("not json")).rejects.toThrow("not JSON");
  });
});

describe("paidAtOf", () => {
  it("reads ISO times, and zone-less times in Lao time; anything else is now", () => {
    expect(paidAtOf("2026-12-02T01:02:03.000Z", now).toISOString()).toBe("2026-12-02T01:02:03.000Z");
    expect(paidAtOf("2026-12-02 08:02:03", now).toISOString()).toBe("2026-12-02T01:02:03.000Z");
    expect(paidAtOf("02/12/2026 08:02:03", now).toISOString()).toBe("2026-12-02T01:02:03.000Z");
    expect(paidAtOf("yesterday", now)).toBe(now);
    expect(paidAtOf(null, now)).toBe(now);
  });
});
