import type { APIRequestContext, Page } from "@playwright/test";
import { addBankAccount, depositCredit } from "../fixtures/money.ts";
import { newPlayerDetails, registerPlayer } from "../fixtures/player.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const bo = translations("lo", ["backoffice", "translation"]);

/** A player with credit who asks for a withdrawal: one more for the cashier. */
async function withdrawalFrom(request: APIRequestContext, baseURL: string): Promise<string> {
  await addBankAccount(request, baseURL);
  await depositCredit(request, baseURL, 300);
  const created = await request.post("/api/v2/withdrawals", {
    headers: { Origin: new URL(baseURL).origin },
    data: { provider: "gclub", amount: "150" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { code: string } }).data.code;
}

/** The browser's notifications, recorded: what was asked and what was shown. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { asked: 0, shown: [] as { title: string; body?: string }[] };
    (window as unknown as { notifications: typeof record }).notifications = record;
    class RecordedNotification {
      static permission: NotificationPermission = "default";
      static async requestPermission(): Promise<NotificationPermission> {
        record.asked += 1;
        RecordedNotification.permission = "granted";
        return "granted";
      }
      constructor(title: string, options?: NotificationOptions) {
        record.shown.push({ title, ...(options?.body ? { body: options.body } : {}) });
      }
    }
    Object.defineProperty(window, "Notification", { value: RecordedNotification, configurable: true });
  });
}

const notifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { notifications: { asked: number; shown: unknown[] } }).notifications,
  );

test("the cashier sees what waits at the top and on the menu, and is alerted only after allowing it", async ({
  page,
  browser,
  baseURL,
  player: _,
}) => {
  test.setTimeout(120_000);
  const finance = await createStaff(page.request, baseURL!, "finance");
  const staff = await staffPage(browser, baseURL!);
  await recordNotifications(staff);
  await enrolStaff(staff, bo, finance);
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto("/backoffice/demo/dashboard");

  const waiting = staff.getByRole("region", { name: bo("dashboard.waiting.title") });
  const count = waiting.getByTestId("waiting-count");
  await expect(count).toBeVisible();
  await expect(staff.locator("header").getByText(bo("live.on"))).toBeVisible();
  const before = Number(await count.textContent());

  // A player asks for a withdrawal: the count grows without a reload, with the oldest one's age.
  const code = await withdrawalFrom(page.request, baseURL!);
  await expect(count).toHaveText(String(before + 1));
  await expect(waiting.getByTestId("waiting-oldest")).toContainText(
    bo("dashboard.waiting.oldest", { age: "" }).trim(),
  );
  // Nothing sounds or asks before the cashier allows it.
  expect(await notifications(staff)).toEqual({ asked: 0, shown: [] });

  // Dates in Lao, not the browser's English fallback.
  const today = staff.getByRole("region", { name: new RegExp(`^${bo("dashboard.today")}`) });
  await expect(today.locator("h2")).toHaveText(/^ມື້ນີ້\s*(ອາທິດ|ຈັນ|ອັງຄານ|ພຸດ|ພະຫັດ|ສຸກ|ເສົາ) \d{1,2} \S+$/);
  await expect(today.locator("h2")).not.toHaveText(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
  await expect(today.getByTestId("stat-deposits").getByTestId("stat-kip")).toContainText("LAK");
  await staff.screenshot({ path: "test-results/backoffice-dashboard-390.png", fullPage: true });

  // The menu's withdrawals entry carries the count.
  await staff.getByRole("button", { name: bo("nav.menu") }).click();
  const entry = staff.getByRole("dialog").getByRole("link", { name: new RegExp(bo("nav.withdrawals")) });
  await expect(entry.getByTestId("waiting-badge")).toContainText(String(before + 1));
  await staff.keyboard.press("Escape");

  // Allowed once, by a click: the browser is asked then, and the next arrival chimes and notifies.
  await waiting.getByRole("button", { name: bo("alerts.turn_on") }).click();
  await expect(waiting.getByText(bo("alerts.on"))).toBeVisible();
  expect((await notifications(staff)).asked).toBe(1);
  const other = await browser.newContext({ baseURL });
  await registerPlayer(other.request, baseURL!, newPlayerDetails());
  const second = await withdrawalFrom(other.request, baseURL!);
  await other.close();
  await expect
    .poll(async () => (await notifications(staff)).shown)
    .toEqual([{ title: bo("alerts.title"), body: expect.stringContaining(second) }]);
  await expect(count).toHaveText(String(before + 2));
  // The choice is remembered on this browser.
  await staff.reload();
  await expect(waiting.getByText(bo("alerts.on"))).toBeVisible();

  for (const width of [360, 1280]) {
    await staff.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await staff.screenshot({ path: `test-results/backoffice-dashboard-${width}.png`, fullPage: true });
  }

  // On a phone, approve and reject are thumb-sized.
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto("/backoffice/demo/withdrawals");
  const row = staff.getByTestId("table-row").filter({ hasText: code });
  for (const action of ["withdrawals.approve", "withdrawals.reject"]) {
    // The live queue may re-render the row between two reads: measured until it holds still.
    const button = row.getByRole("button", { name: bo(action) });
    await expect.poll(async () => (await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await staff.screenshot({ path: "test-results/backoffice-queue-390.png" });
  await staff.context().close();
});
