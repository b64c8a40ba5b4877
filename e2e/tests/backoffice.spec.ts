import { deflateSync } from "node:zlib";
import { addBankAccount, credit, depositCredit, openOrderCode, payWithSandbox } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/** A real PNG (a gold 8×4 banner) built byte by byte, as a marketer's file would be. */
function goldPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [8, 4];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xd4, 0xaf, 0x37]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An hour ago in Lao time, as a datetime-local input holds it. */
function laoHourAgo(): string {
  return new Date(Date.now() + 7 * 3_600_000 - 3_600_000).toISOString().slice(0, 16);
}

/** The back office's texts (its own, then the player app's), in the default language. */
const bo = translations("lo", ["backoffice", "translation"]);
const shots = process.env.E2E_SCREENSHOTS;

test("an owner enrols 2FA, sees a player's withdrawal arrive live, approves it, and the player's screen turns SUCCESS", async ({
  page,
  browser,
  baseURL,
  t,
  player: _,
}) => {
  test.setTimeout(180_000);
  const owner = await createStaff(page.request, baseURL!, "owner");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);
  await staff.goto("/backoffice/demo/withdrawals");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(bo("withdrawals.title"));
  await expect(staff.getByText(bo("live.on")).first()).toBeVisible();

  // The player asks for a withdrawal while the owner's queue is open.
  const account = await addBankAccount(page.request, baseURL!, { accountName: "KHAMSING VONGSA" });
  await depositCredit(page.request, baseURL!, 500);
  const created = await page.request.post("/api/v2/withdrawals", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", amount: "200" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = ((await created.json()) as { data: { code: string } }).data;
  await page.goto("/player/withdraw");
  const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("withdraw.status_open"));

  // It appears in the queue without a reload, with where to pay it.
  const row = staff.getByTestId("table-row").filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.accountName);
  await expect(row).toContainText(account.accountNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
  if (shots) await staff.screenshot({ path: `${shots}/backoffice-queue-1280.png`, fullPage: true });

  await row.getByRole("button", { name: bo("withdrawals.approve") }).click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog).toContainText(account.accountName);
  await dialog.getByLabel(bo("withdrawals.reference")).fill(`BCEL-${code}`);
  await dialog.getByRole("button", { name: bo("withdrawals.approve_confirm") }).click();
  await expect(dialog).toBeHidden();
  // Approved orders leave the queue.
  await expect(row).toBeHidden();

  // The player's screen turns SUCCESS by itself, with the transfer's reference.
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("status.SUCCESS"));
  await expect(panel.getByTestId("withdrawal-paid")).toContainText(`BCEL-${code}`);
  await staff.context().close();
});

test("a finance account resolves a payment of the wrong amount, and the player's credit arrives", async ({
  page,
  browser,
  baseURL,
  t,
  player,
}) => {
  test.setTimeout(180_000);
  // The player's order asks 66,000 kip; the bank pays 65,000: the payment waits for staff.
  await addBankAccount(page.request, baseURL!);
  const methods = await page.request.get("/api/v2/payment-methods");
  const mid = ((await methods.json()) as { data: { mid: string; currency: string }[] }).data.find(
    (method) => method.currency === "LAK",
  )!.mid;
  const ordered = await page.request.post("/api/v2/deposits", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", mid, currency: "LAK", amount: "66000" },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const code = await openOrderCode(page.request, baseURL!);
  await payWithSandbox(code, ["--amount", "65000"]);
  await page.goto("/player");
  const credits = page.getByRole("region", { name: t("credits.title") });
  await expect(credits).toContainText(`${await credit(page, 0)} THB`);

  const finance = await createStaff(page.request, baseURL!, "finance");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, finance);
  await staff.goto("/backoffice/demo/exceptions");
  const row = staff.getByTestId("table-row").filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(bo("exceptions.reason.AMOUNT_MISMATCH"));
  await row.getByRole("button", { name: bo("exceptions.resolve") }).click();
  const dialog = staff.getByRole("dialog");
  // The order the payment named tells whose it is: its player and game are filled in.
  await expect(dialog.getByLabel(bo("exceptions.username"))).toHaveValue(player.username);
  await dialog
    .getByLabel(bo("exceptions.note"))
    .fill("paid 65,000 for a 66,000 order; credited what was paid");
  await dialog.getByRole("button", { name: bo("exceptions.credit_confirm") }).click();
  await expect(row).toBeHidden();
  if (shots) await staff.screenshot({ path: `${shots}/backoffice-exceptions-1280.png`, fullPage: true });

  // The player's credit arrives by itself: what 65,000 kip buys at the demo agency's rate.
  const creditNow = async () => {
    const response = await page.request.get("/api/v2/players/credits/gclub");
    return Number(((await response.json()) as { data: { credit: { amount: string } } }).data.credit.amount);
  };
  await expect.poll(creditNow).toBeGreaterThan(0);
  const arrived = await creditNow();
  expect(arrived).toBeCloseTo(65000 / 660, 1);
  await expect(credits).toContainText(`${await credit(page, arrived)} THB`);
  await staff.context().close();
});

test("a marketing account creates a promotion with an uploaded banner, and players then see it", async ({
  page,
  browser,
  baseURL,
  player: _,
}) => {
  test.setTimeout(180_000);
  const marketing = await createStaff(page.request, baseURL!, "marketing");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, marketing);
  // Marketing's first screen is the promotions list.
  await expect(staff).toHaveURL(/\/backoffice\/demo\/promotions\/?$/);
  await staff.getByRole("link", { name: bo("promotions.new") }).click();

  const stamp = Date.now().toString(36).slice(-5);
  const titles = {
    lo: `ໂບນັດວັນພັກ ${stamp}`,
    cn: `假日奖励 ${stamp}`,
    vn: `Thưởng ngày lễ ${stamp}`,
    th: `โบนัสวันหยุด ${stamp}`,
  };
  for (const language of ["lo", "cn", "vn", "th"] as const) {
    await staff.getByRole("tab", { name: new RegExp(`^${bo(`language.${language}`)}`) }).click();
    await staff
      .getByLabel(`${bo("promotions.field.title")} (${bo(`language.${language}`)})`)
      .fill(titles[language]);
    await staff
      .getByLabel(`${bo("promotions.field.description")} (${bo(`language.${language}`)})`)
      .fill(`${titles[language]}: +50`);
  }
  await staff
    .getByLabel(bo("promotions.image_upload"))
    .setInputFiles({ name: "holiday.png", mimeType: "image/png", buffer: goldPng() });
  await expect(staff.getByRole("img", { name: bo("promotions.preview") })).toHaveAttribute(
    "src",
    /^\/media\/[0-9a-f]{64}\.png$/,
  );
  await staff.getByRole("radio", { name: new RegExp(`^${bo("promotions.kind.ANY")}`) }).check();
  await staff.getByRole("checkbox", { name: "gclub", exact: true }).check();
  await staff.getByLabel(bo("promotions.field.depositCredit")).fill("100");
  await staff.getByLabel(bo("promotions.field.bonusCredit")).fill("50");
  await staff.getByLabel(bo("promotions.field.requiredCredit")).fill("450");
  await staff.getByLabel(bo("promotions.field.maxCredit")).fill("3000");
  await staff.getByLabel(bo("promotions.field.startsAt"), { exact: true }).fill(laoHourAgo());
  // The tile is what a person clicks; its radio is visually hidden inside it.
  await staff.getByText(bo("promotions.status.ACTIVE"), { exact: true }).click();
  await expect(
    staff.getByRole("radio", { name: new RegExp(`^${bo("promotions.status.ACTIVE")}`) }),
  ).toBeChecked();
  if (shots) await staff.screenshot({ path: `${shots}/backoffice-promotion-form-1280.png`, fullPage: true });
  await staff.getByRole("button", { name: bo("promotions.create") }).click();
  await expect(staff.getByTestId("table-row").filter({ hasText: titles.lo })).toBeVisible();

  // Players see it, in their language, with the uploaded banner.
  await page.goto("/player/promotion");
  const card = page.getByRole("article").filter({ hasText: titles.lo });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
  await staff.context().close();
});
