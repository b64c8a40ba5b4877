import type { Promotion, PromotionUsage } from "@kham/contract";

/** The demo agency's welcome bonus, as the API answers it; shared by the promotion tests. */
export const welcomePromotion: Promotion = {
  id: "6f1c2a9e-3b7d-4f0a-9c51-2d8e4b7a1f30",
  title: { lo: "ໂບນັດຕ້ອນຮັບ 100%", cn: "新人首存送100%", vn: "Thưởng chào mừng 100%", th: "โบนัสต้อนรับ 100%" },
  description: { lo: "ຝາກຄັ້ງທຳອິດ", cn: "首次存入", vn: "Nạp lần đầu", th: "ฝากครั้งแรก" },
  imageUrl: "/promotions/welcome.svg",
  status: "ACTIVE",
  kind: "FIRST_DEPOSIT",
  providers: ["gclub", "gclub_live"],
  depositCredit: "100.00",
  bonusCredit: "100.00",
  maxCredit: "3000.00",
  requiredCredit: "600.00",
  withdrawAll: true,
  deductBonusOnWithdraw: true,
  startsAt: "2026-01-01T00:00:00.000Z",
  endsAt: null,
};

export const reloadPromotion: Promotion = {
  ...welcomePromotion,
  id: "0b9e7d52-8c1a-4e3f-b6d2-5a4c3e2f1d10",
  title: { lo: "ເຕີມທຸກວັນ ຮັບ 20%", cn: "每日充值送20%", vn: "Nạp mỗi ngày thưởng 20%", th: "เติมทุกวัน รับ 20%" },
  imageUrl: "/promotions/daily-reload.svg",
  kind: "ANY",
  providers: ["askmebet", "alphabet"],
  depositCredit: "300.00",
  bonusCredit: "60.00",
  withdrawAll: false,
  deductBonusOnWithdraw: false,
};

/** A usage of the welcome bonus at gclub, in use and not yet deposited unless told otherwise. */
export function usageOf(overrides: Partial<PromotionUsage> = {}): PromotionUsage {
  return {
    usageId: "a3d5c7e9-1b2c-4d6e-8f01-23456789abcd",
    promotion: welcomePromotion,
    provider: "gclub",
    status: "USED",
    usedAt: "2026-03-05T09:08:07.000Z",
    endedAt: "0001-01-01T00:00:00Z",
    bonus: "0.00",
    deposited: false,
    bonusRemoved: "0.00",
    creditReturned: null,
    ...overrides,
  };
}
