import type { TestApp } from "../../test/helper.ts";
import { ADMIN_TOKEN, get, post } from "../../test/helper.ts";
import { depositingPlayer, openDeposit, providerCredit, sendWebhook } from "../deposits/test-support.ts";

/** LAK per credit the demo agency sells at (seed): a deposit of credit × 660 LAK buys that credit. */
const DEMO_SELL = 660;

/** Deposits `credit` to the player's provider wallet the real way: order, signed webhook, transfer job. */
export async function depositCredit(t: TestApp, cookie: string, credit: number, provider = "gclub") {
  const order = await openDeposit(t.app, cookie, { provider, amount: String(credit * DEMO_SELL) });
  const paid = await sendWebhook(t.app, order, { now: t.clock.now() });
  if (paid.statusCode !== 200) throw new Error(`webhook: ${paid.statusCode} ${paid.body}`);
  await t.app.jobs.runDueJobs();
}

/** A player with a bank account and `credit` at gclub. */
export async function fundedPlayer(t: TestApp, credit = 1000) {
  const player = await depositingPlayer(t.app);
  await depositCredit(t, player.cookie, credit);
  const balance = await providerCredit(t.app, player.cookie);
  if (Number(balance) !== credit) throw new Error(`funding: balance ${balance}`);
  return player;
}

export function createWithdrawal(t: TestApp, cookie: string, amount: string, provider = "gclub") {
  return post(t.app, "/api/v2/withdrawals", { provider, amount }, { cookie });
}

export async function openWithdrawal(t: TestApp, cookie: string, amount: string, provider = "gclub") {
  const response = await createWithdrawal(t, cookie, amount, provider);
  if (response.statusCode !== 201) throw new Error(`withdrawal: ${response.statusCode} ${response.body}`);
  return response.json().data as { code: string; status: string; amount: string; payout: string };
}

export async function withdrawalStatus(t: TestApp, cookie: string, code: string) {
  return (await get(t.app, `/api/v2/withdrawals/${code}`, { cookie })).json().data.status as string;
}

const adminAuth = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A bank transfer reference for approving the order in a test. */
export const testReference = (code: string) => `FT-${code}`;

/** Staff approve (with a payout reference unless `body` says otherwise) or reject the order. */
export function staffAct(
  t: TestApp,
  code: string,
  action: "approve" | "reject",
  body: unknown = action === "approve" ? { reference: testReference(code) } : {},
) {
  return post(t.app, `/api/admin/v1/agencies/demo/withdrawals/${code}/${action}`, body, {
    headers: adminAuth,
  });
}

export function staffGet(t: TestApp, path: string) {
  return get(t.app, `/api/admin/v1/agencies/demo${path}`, { headers: adminAuth });
}

export function staffPost(t: TestApp, path: string, body: unknown = {}) {
  return post(t.app, `/api/admin/v1/agencies/demo${path}`, body, { headers: adminAuth });
}
