import type { Locator, Page } from "@playwright/test";
import { createAmbAgency, fakeAmbLedger, openOrderCodeOnHost, pointProviderAtFake } from "../fixtures/amb.ts";
import { payWithSandbox } from "../fixtures/money.ts";
import { registerOnHost } from "../fixtures/phajay.ts";
import { e2eAmbUrl, originOf } from "../fixtures/server.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/*
 * A deposit's credit reaches the fake AMB but its answer is lost: the job stops for staff, who
 * open "record as done". The server keeps its 10-minute margin before any staff action on a
 * stopped transfer, so this run ends at that refusal; the recording itself is covered by the
 * server's tests, whose clock can move.
 */

const bo = translations("lo", ["backoffice", "translation"]);

async function shoot(page: Page, target: Locator, name: string) {
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await target.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a deposit whose answer AMB lost stops for staff, who may record it as done", async ({
  page,
  request,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(180_000);
  const { code, host } = await createAmbAgency(request);
  await pointProviderAtFake(request, code, "askmebet");
  const owner = await createStaff(request, baseURL!, "owner", code);
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);

  await registerOnHost(page, t, host);
  await page.goto(`${originOf(host)}/player/deposit?provider=askmebet`);
  await page
    .getByRole("radio", { name: /BCEL One/ })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  await expect(page.getByRole("dialog", { name: t("deposit.qr.title") })).toBeVisible();
  const orderCode = await openOrderCodeOnHost(page, host);
  // The fake moves the credit, then never answers.
  const failed = await request.post(`${e2eAmbUrl}/__fake/fail`, {
    data: { route: "deposit", mode: "commit-then-timeout" },
  });
  expect(failed.ok()).toBe(true);
  await payWithSandbox(orderCode);
  await expect
    .poll(async () => (await fakeAmbLedger(request)).some((entry) => entry.transactionRef === orderCode))
    .toBe(true);

  await staff.goto(`${baseURL}/backoffice/${code}/exceptions?tab=jobs`);
  const settle = staff
    .getByRole("button", { name: new RegExp(bo("exceptions.settle_job", { id: "\\d+" })) })
    .first();
  await expect(async () => {
    await staff.reload();
    await expect(settle).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await settle.click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog.getByText(orderCode, { exact: true })).toBeVisible();
  await dialog.getByLabel(bo("exceptions.settle_checked")).check();
  await dialog.getByLabel(bo("exceptions.settle_reference")).fill("AMB-88123456");
  await shoot(staff, dialog, "amb-settle-dialog");
  await dialog.getByRole("button", { name: bo("exceptions.settle_confirm") }).click();
  await expect(dialog.getByRole("alert")).toHaveText(bo("errors.JOB_TOO_RECENT"));
  await shoot(staff, dialog, "amb-settle-too-recent");
  await staff.context().close();
});
