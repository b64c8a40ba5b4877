import { readFile } from "node:fs/promises";
import { orderCsvColumns } from "@kham/contract";
import { addBankAccount, depositCredit } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const bo = translations("lo", ["backoffice", "translation"]);

/** Today in Laos, as the screen's date inputs write it. */
function laoDay(offsetDays = 0): string {
  return new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test("an owner closes the day in Reports and downloads its orders as CSV", async ({
  page,
  browser,
  baseURL,
  player,
}) => {
  test.setTimeout(120_000);
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 100);

  const owner = await createStaff(page.request, baseURL!, "owner");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);
  await staff
    .getByRole("navigation", { name: bo("nav.label") })
    .getByRole("link", { name: bo("nav.reports") })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: bo("nav.reports") })).toBeVisible();
  // Yesterday's close is what opens, so its button has nothing left to do.
  await expect(staff.getByLabel(bo("reports.from"))).toHaveValue(laoDay(-1));
  await expect(staff.getByRole("button", { name: bo("reports.close_yesterday") })).toBeDisabled();

  // Today's deposit, in a week's range: the chart, the totals and the provider's own table.
  await staff.getByLabel(bo("reports.from")).fill(laoDay(-6));
  await staff.getByLabel(bo("reports.to")).fill(laoDay());
  const total = staff.getByRole("region", { name: bo("reports.all_providers") });
  const deposits = total.getByRole("row", { name: new RegExp(bo("reports.figures.deposits")) }).first();
  // Its credit is some non-zero amount: other tests' deposits of the week count too.
  await expect(deposits.getByRole("cell").first()).toHaveText(/[1-9]/);
  await expect(staff.getByRole("region", { name: "gclub" })).toBeVisible();
  await expect(staff.getByTestId("report-chart")).toBeVisible();
  await staff.screenshot({ path: "test-results/reports-1280.png", fullPage: true });

  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("link", { name: bo("reports.download_orders") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kham-orders-${laoDay(-6)}-${laoDay()}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = csv.slice(1).trimEnd().split("\r\n");
  expect(header).toBe(orderCsvColumns.join(","));
  expect(rows.some((row) => row.includes(`,DEPOSIT,SUCCESS,${player.username},gclub,`))).toBe(true);

  for (const width of [390, 360]) {
    await staff.setViewportSize({ width, height: 844 });
    await expect(total).toBeVisible();
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const targets = [
      staff.getByRole("button", { name: bo("reports.close_yesterday") }),
      staff.getByRole("link", { name: bo("reports.download_orders") }),
    ];
    for (const target of targets) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await staff.screenshot({ path: `test-results/reports-${width}.png`, fullPage: true });
  }

  // The download is in the audit log, in words: who took which range.
  await staff.setViewportSize({ width: 1280, height: 844 });
  await staff.goto(`/backoffice/demo/audit?actor=${owner.username}`);
  const entry = staff.getByTestId("table-row").filter({ hasText: bo("audit.actions.export.orders") });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(bo("audit.target_type.range"));
  await expect(entry).toContainText(`${laoDay(-6)}..${laoDay()}`);
  for (const width of [1280, 390, 360]) {
    await staff.setViewportSize({ width, height: 844 });
    await expect(entry).toBeVisible();
    await staff.screenshot({ path: `test-results/reports-audit-${width}.png`, fullPage: true });
  }
});
