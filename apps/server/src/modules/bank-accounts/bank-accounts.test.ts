import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, OTHER_HOST, post, register, type TestApp } from "../../test/helper.ts";
import { addBankAccount, uniqueAccountNumber } from "../deposits/test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/v2/players/bank-accounts", () => {
  it("adds the player's one LAK account, then lists it and shows it in players/info", async () => {
    const { cookie } = await register(t.app);
    const accountNumber = uniqueAccountNumber();
    const added = await addBankAccount(t.app, cookie, { accountNumber, accountName: "  Noy Vongsa " });
    expect(added.statusCode).toBe(201);
    const account = added.json().data;
    expect(account).toEqual({
      id: expect.any(String),
      bankCode: "BCEL",
      bankName: "BCEL One",
      accountNumber,
      accountName: "Noy Vongsa",
      currency: "LAK",
      createdAt: expect.any(String),
    });
    const listed = await get(t.app, "/api/v2/players/bank-accounts", { cookie });
    expect(listed.json()).toEqual({ data: [account] });
    const info = await get(t.app, "/api/v2/players/info", { cookie });
    expect(info.json().data.bankAccounts).toEqual([account]);
  });

  it("answers BANK_ACCOUNT_EXISTS for a second account and keeps the first", async () => {
    const { cookie } = await register(t.app);
    const first = await addBankAccount(t.app, cookie);
    const second = await addBankAccount(t.app, cookie, { bankCode: "LDB" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("BANK_ACCOUNT_EXISTS");
    const listed = await get(t.app, "/api/v2/players/bank-accounts", { cookie });
    expect(listed.json().data).toEqual([first.json().data]);
  });

  it("answers ACCOUNT_IN_USED when another player has that bank and number", async () => {
    const accountNumber = uniqueAccountNumber();
    const owner = await register(t.app);
    expect((await addBankAccount(t.app, owner.cookie, { accountNumber })).statusCode).toBe(201);
    const other = await register(t.app);
    const taken = await addBankAccount(t.app, other.cookie, { accountNumber });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("ACCOUNT_IN_USED");
    // The same number at another bank is another account.
    expect((await addBankAccount(t.app, other.cookie, { accountNumber, bankCode: "LDB" })).statusCode).toBe(
      201,
    );
  });

  it("lets another agency's player use the same number: no rule crosses agencies", async () => {
    const accountNumber = uniqueAccountNumber();
    const here = await register(t.app);
    expect((await addBankAccount(t.app, here.cookie, { accountNumber })).statusCode).toBe(201);
    const there = await register(t.app, { host: OTHER_HOST });
    const response = await post(
      t.app,
      "/api/v2/players/bank-accounts",
      { bankCode: "BCEL", accountNumber, accountName: "Other", currency: "LAK" },
      { cookie: there.cookie, host: OTHER_HOST },
    );
    expect(response.statusCode).toBe(201);
  });

  it("answers one of two simultaneous adds and refuses the other", async () => {
    const { cookie } = await register(t.app);
    const answers = await Promise.all([addBankAccount(t.app, cookie), addBankAccount(t.app, cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ["e-wallet number", "02055512345"],
    ["test pattern", "1111111111"],
    ["straight run", "0123456789"],
    ["too short", "123456"],
    ["letters", "12AB567890"],
  ])("answers ACCOUNT_NOT_FOUND for a %s and adds nothing", async (_, accountNumber) => {
    const { cookie } = await register(t.app);
    const response = await addBankAccount(t.app, cookie, { accountNumber });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("ACCOUNT_NOT_FOUND");
    expect((await get(t.app, "/api/v2/players/bank-accounts", { cookie })).json().data).toEqual([]);
  });

  it("answers VALIDATION_ERROR with the field for a bad currency, bank or missing name", async () => {
    const { cookie } = await register(t.app);
    const thb = await addBankAccount(t.app, cookie, { currency: "THB" });
    expect(thb.statusCode).toBe(400);
    expect(thb.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { currency: "validation.currency_lak_only" },
    });
    const bank = await addBankAccount(t.app, cookie, { bankCode: "KBANK" });
    expect(bank.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { bankCode: "validation.bank_invalid" },
    });
    const name = await addBankAccount(t.app, cookie, { accountName: " " });
    expect(name.json().error.fields).toEqual({ accountName: "validation.account_name_required" });
    expect((await get(t.app, "/api/v2/players/bank-accounts", { cookie })).json().data).toEqual([]);
  });

  it("is for players only", async () => {
    expect((await get(t.app, "/api/v2/players/bank-accounts")).statusCode).toBe(401);
    const response = await post(t.app, "/api/v2/players/bank-accounts", {
      bankCode: "BCEL",
      accountNumber: uniqueAccountNumber(),
      accountName: "Visitor",
      currency: "LAK",
    });
    expect(response.statusCode).toBe(401);
  });
});
