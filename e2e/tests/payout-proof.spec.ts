import { addBankAccount, depositCredit, whole } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/** The back office's texts (its own, then the player app's), in the default language. */
const bo = translations("lo", ["backoffice", "translation"]);
const shots = process.env.E2E_SCREENSHOTS;

/** A real 1×1 PNG: the photo of the bank's transfer slip. */
const SLIP = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

for (const width of [360, 390, 1280]) {
  test(`at ${width} px finance approves a withdrawal with the transfer's reference, and the player's receipt shows it paid`, async ({
    page,
    browser,
    baseURL,
    t,
    player: _,
  }) => {
    test.setTimeout(180_000);
    const height = width < 768 ? 800 : 900;
    await page.setViewportSize({ width, height });
    const finance = await createStaff(page.request, baseURL!, "finance");
    const staff = await staffPage(browser, baseURL!);
    // Enrolled on the desktop (the login waits for its side navigation), then on the phone.
    await enrolStaff(staff, bo, finance);
    await staff.setViewportSize({ width, height });

    await addBankAccount(page.request, baseURL!, { accountName: "BOUNMY SAYASENG" });
    await depositCredit(page.request, baseURL!, 500);
    const created = await page.request.post("/api/v2/withdrawals", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { provider: "gclub", amount: "150" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { code } = ((await created.json()) as { data: { code: string } }).data;
    await page.goto("/player/withdraw");
    const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
    await expect(panel.getByTestId("withdrawal-status")).toContainText(t("withdraw.status_open"));
    await expect(panel.locator('[data-field="payout"]')).toBeVisible();
    await expect(panel).toContainText(t("withdraw.detail.payout"));

    await staff.goto(`/backoffice/demo/withdrawals?search=${code}`);
    const row = staff.getByTestId("table-row").filter({ hasText: code });
    const approve = row.getByRole("button", { name: bo("withdrawals.approve") });
    await expect(approve).toBeVisible();
    // A thumb's height on a phone (the live list may draw the row again meanwhile: asked until it holds).
    if (width < 768) {
      for (const button of [approve, row.getByRole("button", { name: bo("withdrawals.reject") })]) {
        await expect.poll(async () => (await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
    }
    await approve.click();
    const dialog = staff.getByRole("dialog");
    await expect(dialog.getByLabel(bo("withdrawals.paid_at"))).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // Without a reference nothing is sent.
    await dialog.getByRole("button", { name: bo("withdrawals.approve_confirm") }).click();
    await expect(dialog.getByText(bo("validation.required"))).toBeVisible();

    const reference = `FT${width}${code.slice(-6)}`;
    await dialog.getByLabel(bo("withdrawals.reference")).fill(reference);
    await dialog.getByLabel(bo("withdrawals.slip_upload")).setInputFiles({
      name: "slip.png",
      mimeType: "image/png",
      buffer: SLIP,
    });
    await expect(dialog.getByTestId("slip-preview")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
    if (shots) await staff.screenshot({ path: `${shots}/payout-dialog-${width}.png` });
    await dialog.getByRole("button", { name: bo("withdrawals.approve_confirm") }).click();
    await expect(dialog).toBeHidden();

    // The player's receipt turns paid by itself, with the reference and the amount received.
    await expect(panel.getByTestId("withdrawal-status")).toContainText(t("status.SUCCESS"));
    const paid = panel.getByTestId("withdrawal-paid");
    await expect(paid).toContainText(t("withdraw.detail.paid"));
    await expect(paid.locator('[data-field="paid-reference"]')).toHaveText(reference);
    await expect(paid.locator('[data-field="paid-at"]')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(paid.getByRole("link", { name: t("withdraw.detail.paid_slip") })).toHaveAttribute(
      "href",
      /^\/media\/[0-9a-f]{64}\.png$/,
    );
    await expect(panel).toContainText(t("withdraw.detail.payout_received"));
    // The whole order code shows, never cut off at a phone's width.
    const shownCode = panel.getByTestId("withdrawal-code");
    await expect(shownCode).toHaveText(code);
    expect(await shownCode.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(panel).not.toContainText(t("withdraw.detail.payout"));
    await expect(panel.locator('[data-field="payout"]')).toHaveText(`${await whole(page, 150 * 640)} LAK`);
    if (shots) await page.screenshot({ path: `${shots}/payout-receipt-${width}.png`, fullPage: true });

    // Staff find the order again by the bank's reference, and see its proof.
    await staff.goto(`/backoffice/demo/withdrawals?status=ALL&search=${reference.toLowerCase()}`);
    const found = staff.getByTestId("table-row").filter({ hasText: code });
    await expect(found.getByTestId("payout-proof")).toContainText(reference);
    if (shots) await staff.screenshot({ path: `${shots}/payout-staff-list-${width}.png`, fullPage: true });
    await staff.context().close();
  });
}
