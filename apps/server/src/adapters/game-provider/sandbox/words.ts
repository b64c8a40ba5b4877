import type { Language } from "@kham/contract";

/** The few words the game pages show, in each language a game can be launched in. */
export interface GameWords {
  /** The link back to the site the game was opened from. */
  backTo: string;
  balance: string;
  bet: string;
  spin: string;
  lastResults: string;
  noRounds: string;
  /** `{amount}` is replaced by the win. */
  youWin: string;
  noWin: string;
  tie: string;
  dragon: string;
  tiger: string;
  red: string;
  blue: string;
  home: string;
  away: string;
  player: string;
  banker: string;
  tables: string;
  lobby: string;
  play: string;
  payTable: string;
  round: string;
  insufficient: string;
  /** The heading of the page an ended or unknown link opens. */
  ended: string;
  expired: string;
  failed: string;
}

export const gameWords: Record<Language, GameWords> = {
  lo: {
    backTo: "ກັບຄືນໜ້າເກມ",
    balance: "ຍອດເງິນ",
    bet: "ເດີມພັນ",
    spin: "ໝູນ",
    lastResults: "ຜົນຫຼ້າສຸດ",
    noRounds: "ຍັງບໍ່ມີການຫຼິ້ນ",
    youWin: "ທ່ານຊະນະ {amount}",
    noWin: "ບໍ່ຖືກລາງວັນ",
    tie: "ສະເໝີ",
    dragon: "ມັງກອນ",
    tiger: "ເສືອ",
    red: "ແດງ",
    blue: "ຟ້າ",
    home: "ເຈົ້າບ້ານ",
    away: "ທີມເຢືອນ",
    player: "ຜູ້ຫຼິ້ນ",
    banker: "ເຈົ້າມື",
    tables: "ໂຕະ",
    lobby: "ລັອບບີ້",
    play: "ຫຼິ້ນ",
    payTable: "ອັດຕາຈ່າຍ",
    round: "ຍົກ",
    insufficient: "ຍອດເງິນບໍ່ພຽງພໍ",
    ended: "ເກມນີ້ປິດແລ້ວ",
    expired: "ເກມໝົດເວລາແລ້ວ, ກະລຸນາເປີດໃໝ່ຈາກເວັບໄຊ",
    failed: "ເກີດຂໍ້ຜິດພາດ, ກະລຸນາລອງໃໝ່",
  },
  th: {
    backTo: "กลับหน้าเกม",
    balance: "ยอดเงิน",
    bet: "เดิมพัน",
    spin: "หมุน",
    lastResults: "ผลล่าสุด",
    noRounds: "ยังไม่มีการเล่น",
    youWin: "คุณชนะ {amount}",
    noWin: "ไม่ได้รางวัล",
    tie: "เสมอ",
    dragon: "มังกร",
    tiger: "เสือ",
    red: "แดง",
    blue: "น้ำเงิน",
    home: "เจ้าบ้าน",
    away: "ทีมเยือน",
    player: "ผู้เล่น",
    banker: "เจ้ามือ",
    tables: "โต๊ะ",
    lobby: "ล็อบบี้",
    play: "เล่น",
    payTable: "อัตราจ่าย",
    round: "ยก",
    insufficient: "ยอดเงินไม่พอ",
    ended: "เกมนี้ปิดแล้ว",
    expired: "เกมหมดเวลาแล้ว กรุณาเปิดใหม่จากเว็บไซต์",
    failed: "เกิดข้อผิดพลาด กรุณาลองใหม่",
  },
  cn: {
    backTo: "返回游戏页",
    balance: "余额",
    bet: "投注",
    spin: "旋转",
    lastResults: "最近结果",
    noRounds: "暂无记录",
    youWin: "您赢了 {amount}",
    noWin: "未中奖",
    tie: "和",
    dragon: "龙",
    tiger: "虎",
    red: "红",
    blue: "蓝",
    home: "主队",
    away: "客队",
    player: "闲",
    banker: "庄",
    tables: "牌桌",
    lobby: "大厅",
    play: "开始",
    payTable: "赔付表",
    round: "回合",
    insufficient: "余额不足",
    ended: "游戏已结束",
    expired: "游戏已过期，请从网站重新打开",
    failed: "出错了，请重试",
  },
  vn: {
    backTo: "Quay lại trang trò chơi",
    balance: "Số dư",
    bet: "Cược",
    spin: "Quay",
    lastResults: "Kết quả gần đây",
    noRounds: "Chưa có ván nào",
    youWin: "Bạn thắng {amount}",
    noWin: "Không trúng",
    tie: "Hòa",
    dragon: "Rồng",
    tiger: "Hổ",
    red: "Đỏ",
    blue: "Xanh",
    home: "Chủ nhà",
    away: "Đội khách",
    player: "Con",
    banker: "Cái",
    tables: "Bàn chơi",
    lobby: "Sảnh",
    play: "Chơi",
    payTable: "Bảng trả thưởng",
    round: "Hiệp",
    insufficient: "Số dư không đủ",
    ended: "Trò chơi đã kết thúc",
    expired: "Trò chơi đã hết hạn, vui lòng mở lại từ trang web",
    failed: "Có lỗi, vui lòng thử lại",
  },
};

/** The HTML lang of each launch language. */
export const htmlLang: Record<Language, string> = { lo: "lo", th: "th", cn: "zh-CN", vn: "vi" };
