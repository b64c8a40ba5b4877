import type { PromotionInput, Provider } from "@kham/contract";
import type { TestApp } from "../../test/helper.ts";
import { ADMIN_TOKEN, get, post } from "../../test/helper.ts";
import { openDeposit, sendWebhook } from "../deposits/test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** LAK per credit the demo agency sells at: a promotion deposit of N credit costs N × 660 kip. */
export const DEMO_SELL = 660;

let made = 0;

/** An ACTIVE promotion's terms for the admin API, with `terms` over them. */
export function promotionBody(t: TestApp, terms: Partial<PromotionInput> = {}): PromotionInput {
  made += 1;
  return {
    title: { lo: `ໂປຣ ${made}`, cn: `优惠 ${made}`, vn: `Khuyến mãi ${made}`, th: `โปร ${made}` },
    description: { lo: "ລາຍລະອຽດ", cn: "详情", vn: "Chi tiết", th: "รายละเอียด" },
    imageUrl: "/promotions/welcome.svg",
    status: "ACTIVE",
    kind: "ANY",
    providers: ["gclub", "askmebet"],
    depositCredit: "100.00",
    bonusCredit: "50.00",
    maxCredit: "1000.00",
    requiredCredit: "300.00",
    withdrawAll: false,
    deductBonusOnWithdraw: false,
    startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    endsAt: null,
    ...terms,
  };
}

/** An ACTIVE promotion of the demo agency, made through the admin API; answers its id. */
export async function promotionFor(t: TestApp, terms: Partial<PromotionInput> = {}): Promise<string> {
  const body = promotionBody(t, terms);
  const response = await post(t.app, "/api/admin/v1/agencies/demo/promotions", body, { headers: admin });
  if (response.statusCode !== 201) throw new Error(`promotion: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export function usePromotion(
  t: TestApp,
  cookie: string,
  promotionId: string,
  providerId: Provider = "gclub",
) {
  return post(t.app, "/api/v2/promotions/use", { promotionId, providerId }, { cookie });
}

export async function usingNow(t: TestApp, cookie: string) {
  return (await get(t.app, "/api/v2/players/promotions/using", { cookie })).json().data as {
    usageId: string;
    status: string;
    bonus: string;
    deposited: boolean;
  } | null;
}

/** A deposit buying `credit` at the provider, paid by the bank's webhook and credited by the job. */
export async function depositAndPay(
  t: TestApp,
  cookie: string,
  credit: number,
  provider: Provider = "gclub",
) {
  const order = await openDeposit(t.app, cookie, { provider, amount: String(credit * DEMO_SELL) });
  const paid = await sendWebhook(t.app, order, { now: t.clock.now() });
  if (paid.statusCode !== 200) throw new Error(`webhook: ${paid.statusCode} ${paid.body}`);
  await t.app.jobs.runDueJobs();
  return order;
}

export function cancelUsage(t: TestApp, cookie: string, usageId: string) {
  return post(t.app, "/api/v2/promotions/usages/cancel", { usageId }, { cookie });
}

export function recheck(t: TestApp, cookie: string) {
  return post(t.app, "/api/v2/promotions/usages/recheck", {}, { cookie });
}

/** A call's status and error code, to compare in one assertion. */
export function codeOf(response: { statusCode: number; json(): { error?: { code: string } } }) {
  return [response.statusCode, response.json().error?.code];
}

/** A withdraw-all promotion whose bonus doubles its deposit, paid at most 150 of it, less the bonus. */
export const CAPPED_WITHDRAW_ALL = {
  depositCredit: "100.00",
  bonusCredit: "100.00",
  requiredCredit: "150.00",
  maxCredit: "150.00",
  withdrawAll: true,
  deductBonusOnWithdraw: true,
};
