import type { PromotionInput } from "@kham/contract";

/**
 * The demo agency's three promotions, as its marketer would write them: a welcome bonus for a first
 * deposit, a daily slots reload and a live-casino reload. Each is also a valid promotion file for
 * `npm run admin -- promotion:create --file`.
 */
export const DEMO_PROMOTIONS: PromotionInput[] = [
  {
    title: {
      lo: "ໂບນັດຕ້ອນຮັບ 100%",
      cn: "新人首存送100%",
      vn: "Thưởng chào mừng 100%",
      th: "โบนัสต้อนรับ 100%",
    },
    description: {
      lo: "ຝາກຄັ້ງທຳອິດ 100 ເຄຣດິດ ຮັບໂບນັດເພີ່ມອີກ 100 ເຄຣດິດທັນທີ! ເຮັດຍອດເຄຣດິດໃຫ້ຮອດ 600 ແລ້ວຖອນທັງໝົດໄດ້ສູງສຸດ 3,000 ເຄຣດິດ. ສະເພາະສະມາຊິກໃໝ່, ຫັກໂບນັດຕອນຖອນ.",
      cn: "首次存入100积分，立即加送100积分！积分达到600即可全额提现，最高3,000积分。仅限新会员，提现时扣除奖金。",
      vn: "Nạp lần đầu 100 điểm, nhận ngay thêm 100 điểm thưởng! Đạt 600 điểm là rút toàn bộ, tối đa 3.000 điểm. Chỉ dành cho thành viên mới, trừ tiền thưởng khi rút.",
      th: "ฝากครั้งแรก 100 เครดิต รับโบนัสเพิ่มอีก 100 เครดิตทันที! ทำยอดเครดิตถึง 600 ถอนได้ทั้งหมดสูงสุด 3,000 เครดิต เฉพาะสมาชิกใหม่ หักโบนัสเมื่อถอน",
    },
    imageUrl: "/promotions/welcome.svg",
    status: "ACTIVE",
    kind: "FIRST_DEPOSIT",
    providers: ["alphabet", "askmebet", "gclub", "gclub_live"],
    depositCredit: "100.00",
    bonusCredit: "100.00",
    maxCredit: "3000.00",
    requiredCredit: "600.00",
    withdrawAll: true,
    deductBonusOnWithdraw: true,
    startsAt: "2026-01-01T00:00:00Z",
    endsAt: null,
  },
  {
    title: {
      lo: "ເຕີມທຸກວັນ ຮັບ 20%",
      cn: "每日充值送20%",
      vn: "Nạp mỗi ngày thưởng 20%",
      th: "เติมทุกวัน รับ 20%",
    },
    description: {
      lo: "ຝາກ 300 ເຄຣດິດ ຮັບໂບນັດ 60 ເຄຣດິດ ສຳລັບເກມສະລັອດ AskMeBet ແລະ Alphabet. ເຮັດຍອດໃຫ້ຮອດ 1,200 ແລ້ວຖອນໄດ້ສູງສຸດ 6,000 ເຄຣດິດ.",
      cn: "存入300积分送60积分，适用于AskMeBet与Alphabet老虎机。积分达到1,200即可提现，最高6,000积分。",
      vn: "Nạp 300 điểm nhận 60 điểm thưởng cho slot AskMeBet và Alphabet. Đạt 1.200 điểm để rút, tối đa 6.000 điểm.",
      th: "ฝาก 300 เครดิต รับโบนัส 60 เครดิต สำหรับสล็อต AskMeBet และ Alphabet ทำยอดถึง 1,200 ถอนได้สูงสุด 6,000 เครดิต",
    },
    imageUrl: "/promotions/daily-reload.svg",
    status: "ACTIVE",
    kind: "ANY",
    providers: ["askmebet", "alphabet"],
    depositCredit: "300.00",
    bonusCredit: "60.00",
    maxCredit: "6000.00",
    requiredCredit: "1200.00",
    withdrawAll: false,
    deductBonusOnWithdraw: false,
    startsAt: "2026-01-01T00:00:00Z",
    endsAt: null,
  },
  {
    title: {
      lo: "ຄາສິໂນສົດ ຮັບເພີ່ມ 10%",
      cn: "真人娱乐场加赠10%",
      vn: "Casino trực tiếp thêm 10%",
      th: "คาสิโนสด รับเพิ่ม 10%",
    },
    description: {
      lo: "ຝາກ 500 ເຄຣດິດ ຮັບໂບນັດ 50 ເຄຣດິດ ຫຼິ້ນບາຄາຣ່າ ແລະ ເກມສົດກັບ GClub. ເຮັດຍອດໃຫ້ຮອດ 1,500 ຖອນໄດ້ສູງສຸດ 10,000 ເຄຣດິດ, ຫັກໂບນັດຕອນຖອນ.",
      cn: "存入500积分送50积分，畅玩GClub百家乐与真人游戏。积分达到1,500即可提现，最高10,000积分，提现时扣除奖金。",
      vn: "Nạp 500 điểm nhận 50 điểm thưởng, chơi baccarat và casino trực tiếp GClub. Đạt 1.500 điểm để rút, tối đa 10.000 điểm, trừ tiền thưởng khi rút.",
      th: "ฝาก 500 เครดิต รับโบนัส 50 เครดิต เล่นบาคาร่าและเกมสดกับ GClub ทำยอดถึง 1,500 ถอนได้สูงสุด 10,000 เครดิต หักโบนัสเมื่อถอน",
    },
    imageUrl: "/promotions/live-casino.svg",
    status: "ACTIVE",
    kind: "ANY",
    providers: ["gclub", "gclub_live"],
    depositCredit: "500.00",
    bonusCredit: "50.00",
    maxCredit: "10000.00",
    requiredCredit: "1500.00",
    withdrawAll: false,
    deductBonusOnWithdraw: true,
    startsAt: "2026-01-01T00:00:00Z",
    endsAt: null,
  },
];
