import { isPromotionImageUrl, type Promotion, type PromotionUsage, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { usageDeposited } from "../deposits/service.ts";
import { usageWithdrawals } from "../withdrawals/service.ts";
import type { PromotionRow } from "./repository.ts";
import type { UsageWithPromotion } from "./usages-repository.ts";

const PLACEHOLDER_DATE = "0001-01-01T00:00:00Z";
const money = (value: string) => new Decimal(value).toFixed(2);

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Stored before addresses were checked: one the rule refuses now is served as none.
    imageUrl: isPromotionImageUrl(row.imageUrl) ? row.imageUrl : "",
    status: row.status,
    kind: row.kind,
    providers: row.providers as Provider[],
    depositCredit: money(row.depositCredit),
    bonusCredit: money(row.bonusCredit),
    maxCredit: money(row.maxCredit),
    requiredCredit: money(row.requiredCredit),
    withdrawAll: row.withdrawAll,
    deductBonusOnWithdraw: row.deductBonusOnWithdraw,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function toUsage(
  row: UsageWithPromotion,
  extra: { deposited: boolean; creditReturned: string | undefined },
): PromotionUsage {
  return {
    usageId: row.id,
    promotion: toPromotion(row.promotion),
    provider: row.provider as Provider,
    status: row.status,
    usedAt: row.usedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? PLACEHOLDER_DATE,
    bonus: money(row.bonus),
    deposited: extra.deposited,
    bonusRemoved: money(row.bonusRemoved),
    creditReturned: extra.creditReturned === undefined ? null : money(extra.creditReturned),
  };
}

/** The usage as the API answers it, with what its deposit and withdrawal did. */
export async function describeUsage(db: Db, row: UsageWithPromotion): Promise<PromotionUsage> {
  const [deposited, withdrawals] = await Promise.all([
    usageDeposited(db, row.id),
    usageWithdrawals(db, [row.id]),
  ]);
  return toUsage(row, { deposited, creditReturned: withdrawals.get(row.id) });
}
