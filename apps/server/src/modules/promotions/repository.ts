import type { PromotionInput } from "@kham/contract";
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promotions } from "../../db/schema/promotions.ts";

export type PromotionRow = typeof promotions.$inferSelect;

function promotionValues(input: PromotionInput) {
  return {
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl,
    status: input.status,
    kind: input.kind,
    providers: input.providers,
    depositCredit: input.depositCredit,
    bonusCredit: input.bonusCredit,
    maxCredit: input.maxCredit,
    requiredCredit: input.requiredCredit,
    withdrawAll: input.withdrawAll,
    deductBonusOnWithdraw: input.deductBonusOnWithdraw,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  };
}

export async function insertPromotion(db: Db, agencyId: string, input: PromotionInput, now: Date) {
  const [row] = await db
    .insert(promotions)
    .values({ agencyId, ...promotionValues(input), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePromotion(
  db: Db,
  agencyId: string,
  id: string,
  input: PromotionInput,
  now: Date,
) {
  // The status changes only by (de)activation, so a stale form cannot switch it back.
  const { status: _status, ...values } = promotionValues(input);
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: now })
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .returning();
  return row;
}

export async function setPromotionStatus(
  db: Db,
  agencyId: string,
  id: string,
  status: PromotionRow["status"],
  now: Date,
) {
  const [row] = await db
    .update(promotions)
    .set({ status, updatedAt: now })
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .returning();
  return row;
}

/** What players see: ACTIVE and within its dates, oldest first (the agency's own order). */
export function listLivePromotions(db: Db, agencyId: string, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.agencyId, agencyId),
        eq(promotions.status, "ACTIVE"),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

export function listAgencyPromotions(db: Db, agencyId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.agencyId, agencyId))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function findPromotion(db: Db, agencyId: string, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .limit(1);
  return row;
}
