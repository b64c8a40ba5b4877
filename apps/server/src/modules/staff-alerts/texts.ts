import { type Language, type StaffAlertTopic, writeNumber } from "@kham/contract";

/* What each alert says, in the four staff languages; facts are kept, words are chosen when it is sent. */

export type StaffAlert =
  | {
      kind: "withdrawal-asked";
      code: string;
      username: string;
      provider: string;
      /** Credit asked for. */
      amount: string;
      /** LAK to pay to the player's bank account. */
      payout: string;
      bank: string;
      /** Only the last digits are ever kept here. */
      account: string;
      /** The origin the player's call came to, for the back-office link (PUBLIC_ORIGIN wins). */
      origin?: string;
    }
  | {
      kind: "deposit-credited";
      code: string;
      username: string;
      provider: string;
      credit: string;
      bonus: string;
      /** What the player paid, in its currency. */
      paid: string;
      currency: string;
    }
  | {
      kind: "payment-unmatched";
      reference: string;
      orderCode: string;
      amount: string;
      currency: string;
      reason: string;
    }
  | { kind: "job-dead"; job: number; jobKind: string; dedupeKey: string; error: string }
  | { kind: "provider-credit"; provider: string }
  | { kind: "service-down"; service: string; failure: string; minutes: number }
  | { kind: "service-recovered"; service: string; minutes: number }
  | { kind: "staff-new-address"; username: string; address: string }
  | { kind: "owner-granted"; username: string; by: string };

export const topicOf: Record<StaffAlert["kind"], StaffAlertTopic> = {
  "withdrawal-asked": "withdrawals",
  "deposit-credited": "deposits",
  "payment-unmatched": "exceptions",
  "job-dead": "exceptions",
  "provider-credit": "exceptions",
  "service-down": "exceptions",
  "service-recovered": "exceptions",
  "staff-new-address": "security",
  "owner-granted": "security",
};

/** "0201XXXX1234" → "••••1234": a chat is no place for a bank account number. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\s+/g, "");
  return `••••${digits.slice(-4)}`;
}

interface Words {
  withdrawal: string;
  player: string;
  amount: string;
  toPay: string;
  bank: string;
  open: string;
  deposit: string;
  credit: string;
  bonus: string;
  paid: string;
  unmatched: string;
  reference: string;
  order: string;
  reason: string;
  jobDead: string;
  job: string;
  newAddress: string;
  staff: string;
  address: string;
  ownerGranted: string;
  grantedBy: string;
  creditUnit: string;
  kip: string;
  test: string;
  more: string;
  providerCredit: string;
  serviceDown: string;
  serviceRecovered: string;
  topics: Record<StaffAlertTopic, string>;
}

const words: Record<Language, Words> = {
  lo: {
    withdrawal: "ມີຄຳຂໍຖອນເງິນໃໝ່",
    player: "ຜູ້ຫຼິ້ນ",
    amount: "ຈຳນວນ",
    toPay: "ຕ້ອງໂອນໃຫ້",
    bank: "ທະນາຄານ",
    open: "ເປີດເບິ່ງ",
    deposit: "ເງິນຝາກເຂົ້າແລ້ວ",
    credit: "ເຄຣດິດ",
    bonus: "ໂບນັດ",
    paid: "ຈ່າຍມາ",
    unmatched: "ມີເງິນເຂົ້າທີ່ບໍ່ກົງກັບລາຍການໃດ",
    reference: "ເລກອ້າງອີງ",
    order: "ລາຍການ",
    reason: "ເຫດຜົນ",
    jobDead: "ວຽກໃນລະບົບລົ້ມເຫຼວ, ພະນັກງານຕ້ອງກວດເບິ່ງ",
    job: "ວຽກ",
    newAddress: "ພະນັກງານເຂົ້າລະບົບຈາກທີ່ຢູ່ IP ໃໝ່",
    staff: "ພະນັກງານ",
    address: "ທີ່ຢູ່ IP",
    ownerGranted: "ມີການໃຫ້ສິດເຈົ້າຂອງ",
    grantedBy: "ໂດຍ",
    creditUnit: "ເຄຣດິດ",
    kip: "ກີບ",
    test: "ຂໍ້ຄວາມທົດສອບຈາກ Kham: ແຈ້ງເຕືອນຫົວຂໍ້ນີ້ຈະມາທີ່ກຸ່ມນີ້.",
    more: "ແລະ ອີກ {count} ລາຍການໃນຂໍ້ຄວາມຕໍ່ໄປ",
    providerCredit: "ເຄຣດິດຂອງຕົວແທນຢູ່ {provider} ໝົດແລ້ວ: ການໂອນລໍຖ້າຈົນກວ່າຈະເຕີມ",
    serviceDown: "{service} ບໍ່ຕອບມາແລ້ວ {minutes} ນາທີ",
    serviceRecovered: "{service} ກັບມາໃຊ້ໄດ້ແລ້ວ ຫຼັງຈາກຂັດຂ້ອງ {minutes} ນາທີ",
    topics: { withdrawals: "ການຖອນ", deposits: "ການຝາກ", exceptions: "ລາຍການຜິດປົກກະຕິ", security: "ຄວາມປອດໄພ" },
  },
  th: {
    withdrawal: "มีคำขอถอนเงินใหม่",
    player: "ผู้เล่น",
    amount: "จำนวน",
    toPay: "ต้องโอนให้",
    bank: "ธนาคาร",
    open: "เปิดดู",
    deposit: "เงินฝากเข้าแล้ว",
    credit: "เครดิต",
    bonus: "โบนัส",
    paid: "ยอดที่จ่าย",
    unmatched: "มีเงินเข้าที่ไม่ตรงกับรายการใด",
    reference: "เลขอ้างอิง",
    order: "รายการ",
    reason: "สาเหตุ",
    jobDead: "งานในระบบล้มเหลว พนักงานต้องตรวจสอบ",
    job: "งาน",
    newAddress: "พนักงานเข้าสู่ระบบจากที่อยู่ IP ใหม่",
    staff: "พนักงาน",
    address: "ที่อยู่ IP",
    ownerGranted: "มีการให้สิทธิ์เจ้าของ",
    grantedBy: "โดย",
    creditUnit: "เครดิต",
    kip: "กีบ",
    test: "ข้อความทดสอบจาก Kham: การแจ้งเตือนหัวข้อนี้จะส่งมาที่กลุ่มนี้",
    more: "และอีก {count} รายการในข้อความถัดไป",
    providerCredit: "เครดิตของเอเจนซี่ที่ {provider} หมดแล้ว: การโอนรอจนกว่าจะเติม",
    serviceDown: "{service} ไม่ตอบมาแล้ว {minutes} นาที",
    serviceRecovered: "{service} กลับมาใช้ได้แล้ว หลังขัดข้อง {minutes} นาที",
    topics: { withdrawals: "การถอน", deposits: "การฝาก", exceptions: "รายการผิดปกติ", security: "ความปลอดภัย" },
  },
  cn: {
    withdrawal: "新的提现申请",
    player: "玩家",
    amount: "金额",
    toPay: "应转账",
    bank: "银行",
    open: "查看",
    deposit: "充值已到账",
    credit: "积分",
    bonus: "奖金",
    paid: "实付",
    unmatched: "收到一笔无法匹配订单的付款",
    reference: "参考号",
    order: "订单",
    reason: "原因",
    jobDead: "系统任务失败，需要员工处理",
    job: "任务",
    newAddress: "员工从新的 IP 地址登录",
    staff: "员工",
    address: "IP 地址",
    ownerGranted: "已授予所有者权限",
    grantedBy: "操作人",
    creditUnit: "积分",
    kip: "基普",
    test: "来自 Kham 的测试消息：此类提醒将发送到本群。",
    more: "另有 {count} 条将在下一条消息中发送",
    providerCredit: "代理在 {provider} 的积分已用完：转账将等待充值",
    serviceDown: "{service} 已 {minutes} 分钟无法正常响应",
    serviceRecovered: "{service} 已恢复，故障持续 {minutes} 分钟",
    topics: { withdrawals: "提现", deposits: "充值", exceptions: "异常处理", security: "安全" },
  },
  vn: {
    withdrawal: "Có yêu cầu rút tiền mới",
    player: "Người chơi",
    amount: "Số tiền",
    toPay: "Cần chuyển",
    bank: "Ngân hàng",
    open: "Mở",
    deposit: "Tiền nạp đã vào",
    credit: "Tín dụng",
    bonus: "Thưởng",
    paid: "Đã trả",
    unmatched: "Có khoản tiền vào không khớp lệnh nào",
    reference: "Mã tham chiếu",
    order: "Lệnh",
    reason: "Lý do",
    jobDead: "Một tác vụ hệ thống đã thất bại, nhân viên cần kiểm tra",
    job: "Tác vụ",
    newAddress: "Nhân viên đăng nhập từ địa chỉ IP mới",
    staff: "Nhân viên",
    address: "Địa chỉ IP",
    ownerGranted: "Đã cấp quyền chủ sở hữu",
    grantedBy: "Người cấp",
    creditUnit: "tín dụng",
    kip: "kip",
    test: "Tin nhắn thử từ Kham: cảnh báo của chủ đề này sẽ gửi vào nhóm này.",
    more: "và {count} mục nữa trong tin nhắn sau",
    providerCredit: "Tín dụng của đại lý tại {provider} đã hết: các lệnh chuyển chờ đến khi nạp thêm",
    serviceDown: "{service} không phản hồi đã {minutes} phút",
    serviceRecovered: "{service} đã hoạt động lại sau {minutes} phút gián đoạn",
    topics: { withdrawals: "Rút tiền", deposits: "Nạp tiền", exceptions: "Ngoại lệ", security: "Bảo mật" },
  },
};

/** Services by the names staff know them by. */
const serviceName = (service: string) => (service === "phajay" ? "PhaJay" : service);

const credit = (value: string, language: Language) => writeNumber(value, language, 2, 2) ?? value;
const whole = (value: string, language: Language) => writeNumber(value, language, 0, 0) ?? value;

/** Where a back-office link points: PUBLIC_ORIGIN, else the origin the call that caused it came to. */
export interface LinkBase {
  publicOrigin: string | undefined;
  agencyCode: string;
}

function withdrawalLink(alert: { code: string; origin?: string }, base: LinkBase): string | undefined {
  const origin = base.publicOrigin ?? alert.origin;
  if (origin === undefined) return undefined;
  return `${origin}/backoffice/${base.agencyCode}/withdrawals?search=${encodeURIComponent(alert.code)}`;
}

/** One alert in the staff's language, a few short lines. */
export function alertText(alert: StaffAlert, language: Language, base: LinkBase): string {
  const w = words[language];
  const lines = (...parts: (string | undefined | false)[]) =>
    parts.filter((part): part is string => typeof part === "string").join("\n");
  switch (alert.kind) {
    case "withdrawal-asked": {
      const link = withdrawalLink(alert, base);
      return lines(
        `💸 ${w.withdrawal} ${alert.code}`,
        `${w.player}: ${alert.username} (${alert.provider})`,
        `${w.amount}: ${credit(alert.amount, language)} ${w.creditUnit}`,
        `${w.toPay}: ${whole(alert.payout, language)} ${w.kip}`,
        `${w.bank}: ${alert.bank} ${alert.account}`,
        link && `${w.open}: ${link}`,
      );
    }
    case "deposit-credited":
      return lines(
        `💰 ${w.deposit} ${alert.code}`,
        `${w.player}: ${alert.username} (${alert.provider})`,
        `${w.credit}: ${credit(alert.credit, language)} ${w.creditUnit}`,
        Number(alert.bonus) > 0 && `${w.bonus}: ${credit(alert.bonus, language)} ${w.creditUnit}`,
        `${w.paid}: ${alert.currency === "LAK" ? whole(alert.paid, language) : credit(alert.paid, language)} ${alert.currency === "LAK" ? w.kip : alert.currency}`,
      );
    case "payment-unmatched":
      return lines(
        `⚠️ ${w.unmatched}`,
        `${w.amount}: ${alert.currency === "LAK" ? whole(alert.amount, language) : credit(alert.amount, language)} ${alert.currency === "LAK" ? w.kip : alert.currency}`,
        `${w.order}: ${alert.orderCode}`,
        `${w.reference}: ${alert.reference}`,
        `${w.reason}: ${alert.reason}`,
      );
    case "job-dead":
      return lines(
        `⚠️ ${w.jobDead}`,
        `${w.job}: #${alert.job} ${alert.dedupeKey}`,
        `${w.reason}: ${alert.error.slice(0, 200)}`,
      );
    case "provider-credit":
      return `⚠️ ${w.providerCredit.replace("{provider}", alert.provider)}`;
    case "service-down":
      return lines(
        `⚠️ ${w.serviceDown.replace("{service}", serviceName(alert.service)).replace("{minutes}", String(alert.minutes))}`,
        `${w.reason}: ${alert.failure}`,
      );
    case "service-recovered":
      return `✅ ${w.serviceRecovered.replace("{service}", serviceName(alert.service)).replace("{minutes}", String(alert.minutes))}`;
    case "staff-new-address":
      return lines(`🔐 ${w.newAddress}`, `${w.staff}: ${alert.username}`, `${w.address}: ${alert.address}`);
    case "owner-granted":
      return lines(`🔐 ${w.ownerGranted}`, `${w.staff}: ${alert.username}`, `${w.grantedBy}: ${alert.by}`);
  }
}

export function testText(language: Language, topic: StaffAlertTopic): string {
  return `✅ ${words[language].test} (${words[language].topics[topic]})`;
}

export function moreText(language: Language, count: number): string {
  return `… ${words[language].more.replace("{count}", String(count))}`;
}
