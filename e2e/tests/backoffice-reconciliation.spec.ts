import { addBankAccount, depositCredit } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const bo = translations("lo", ["backoffice", "translation"]);

test("a cashier finds today's paid deposit among the credited payments, on a phone and a desk", async ({
  page,
  browser,
  baseURL,
  player,
}) => {
  test.setTimeout(120_000);
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 100);

  const finance = await createStaff(page.request, baseURL!, "finance");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, finance);
  await staff
    .getByRole("navigation", { name: bo("nav.label") })
    .getByRole("link", { name: bo("nav.reconciliation") })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: bo("nav.reconciliation") })).toBeVisible();

  const credited = staff.getByRole("region", { name: bo("reconciliation.group.credited") });
  const row = credited.getByRole("row").filter({ has: staff.getByRole("link", { name: player.username }) });
  // Lao groups thousands with a dot.
  await expect(row).toContainText("66.000 LAK");
  await expect(row).toContainText(bo("reconciliation.state.credited"));
  await staff.screenshot({ path: "test-results/backoffice-reconciliation-1280.png", fullPage: true });

  // The order's link opens it in the deposits list.
  await row.getByRole("link", { name: /^D/ }).click();
  await expect(staff).toHaveURL(/\/backoffice\/demo\/deposits\?search=D/);
  await staff.goBack();

  for (const width of [390, 360]) {
    await staff.setViewportSize({ width, height: 844 });
    await expect(row).toBeVisible();
    // Stacked into a card: nothing runs off the side of the phone.
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const previous = staff.getByRole("button", { name: bo("reconciliation.previous_day") });
    for (const target of [previous, row.getByRole("link", { name: player.username })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await staff.screenshot({ path: `test-results/backoffice-reconciliation-${width}.png`, fullPage: true });
  }
});
