import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import {
  ADDRESS_FAILED_LOGINS_MAX,
  ADDRESS_FAILURE_WINDOW_MS,
  type AddressAdmission,
  type LoginAddressBudget,
} from "./login-address-budget.ts";

/** What every store of the address budget must do, run against the in-memory one and the Redis one. */
export function loginAddressBudgetCases(store: () => LoginAddressBudget) {
  const start = new Date("2026-03-04T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  const waitOf = (admission: AddressAdmission) => (admission.admitted ? 0 : admission.retryAfterMs);

  async function spend(budget: LoginAddressBudget, key: string, count: number, when = start) {
    const admissions: AddressAdmission[] = [];
    for (let failure = 0; failure < count; failure++) admissions.push(await budget.admit(key, when));
    expect(admissions.every((admission) => admission.admitted)).toBe(true);
    return admissions;
  }

  it("admits the budget's failures, then refuses until the first of them is a window old", async () => {
    const budget = store();
    const key = randomUUID();
    await spend(budget, key, ADDRESS_FAILED_LOGINS_MAX);
    expect(waitOf(await budget.admit(key, start))).toBe(ADDRESS_FAILURE_WINDOW_MS);
    expect(waitOf(await budget.admit(key, at(ADDRESS_FAILURE_WINDOW_MS - 1)))).toBe(1);
    expect((await budget.admit(key, at(ADDRESS_FAILURE_WINDOW_MS))).admitted).toBe(true);
  });

  it("frees each failure's place a window after it, not all at once", async () => {
    const budget = store();
    const key = randomUUID();
    const half = ADDRESS_FAILED_LOGINS_MAX / 2;
    const later = ADDRESS_FAILURE_WINDOW_MS / 2;
    await spend(budget, key, half);
    await spend(budget, key, half, at(later));
    expect(waitOf(await budget.admit(key, at(later)))).toBe(later);
    await spend(budget, key, half, at(ADDRESS_FAILURE_WINDOW_MS));
    expect(waitOf(await budget.admit(key, at(ADDRESS_FAILURE_WINDOW_MS)))).toBe(later);
  });

  it("counts every failure whichever order their clocks were read in", async () => {
    // Requests in flight read the clock when they arrive and reach the store in another order.
    const budget = store();
    const key = randomUUID();
    const clocks = Array.from({ length: ADDRESS_FAILED_LOGINS_MAX }, (_, index) => (index * 7) % 40);
    for (const ms of clocks) expect((await budget.admit(key, at(ms))).admitted).toBe(true);
    expect(waitOf(await budget.admit(key, at(30)))).toBe(ADDRESS_FAILURE_WINDOW_MS - 30);
  });

  it("admits only the budget of many simultaneous attempts", async () => {
    const budget = store();
    const key = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: ADDRESS_FAILED_LOGINS_MAX * 3 }, () => budget.admit(key, start)),
    );
    expect(burst.filter((admission) => admission.admitted)).toHaveLength(ADDRESS_FAILED_LOGINS_MAX);
  });

  it("gives a refunded attempt's place back at once, and only once", async () => {
    const budget = store();
    const key = randomUUID();
    const admissions = await spend(budget, key, ADDRESS_FAILED_LOGINS_MAX);
    const right = admissions.at(-1)!;
    if (right.admitted) {
      await budget.refund(key, right.charge);
      await budget.refund(key, right.charge);
    }
    expect((await budget.admit(key, start)).admitted).toBe(true);
    expect((await budget.admit(key, start)).admitted).toBe(false);
  });

  it("counts the wait from the oldest failure still charged", async () => {
    const budget = store();
    const key = randomUUID();
    const [first] = await spend(budget, key, 1);
    await spend(budget, key, ADDRESS_FAILED_LOGINS_MAX - 1, at(1000));
    if (first?.admitted) await budget.refund(key, first.charge);
    await spend(budget, key, 1, at(2000));
    expect(waitOf(await budget.admit(key, at(2000)))).toBe(ADDRESS_FAILURE_WINDOW_MS - 1000);
  });

  it("keeps addresses apart", async () => {
    const budget = store();
    const key = randomUUID();
    await spend(budget, key, ADDRESS_FAILED_LOGINS_MAX);
    expect((await budget.admit(key, start)).admitted).toBe(false);
    expect((await budget.admit(randomUUID(), start)).admitted).toBe(true);
  });
}
