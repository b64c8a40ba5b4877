import type { Locator, Page } from "@playwright/test";
import { animationsSettled } from "../fixtures/animations.ts";
import { addBankAccount, credit, openOrderCode, whole } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** Wholly inside the window, and the element a thumb on its middle would hit (nothing drawn over it). */
async function expectInView(page: Page, target: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
  const onTop = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${what} is not covered`).toBe(true);
}

/** The form on GClub, LAK at BCEL One, for 66,000 kip: 100 credit at 660 kip. */
async function chooseDeposit(page: Page, t: Translate) {
  await page
    .getByRole("radio", { name: new RegExp(t("provider.gclub")) })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
}

for (const phone of phones) {
  test(`at ${phone.width}×${phone.height} the form states rates and the smallest cash-out, and the QR sheet's actions are all in view`, async ({
    page,
    t,
    baseURL,
    player: _,
  }) => {
    await addBankAccount(page.request, baseURL!);
    await page.setViewportSize(phone);
    await page.goto("/player/deposit");
    await chooseDeposit(page, t);

    // Before paying: what 66,000 kip buys at the sell rate, and what cashing out pays (buy rate).
    const pay = t("deposit.terms.pay", {
      amount: await whole(page, 66000),
      currency: "LAK",
      credit: await credit(page, 100),
      rate: await whole(page, 660),
      buy: await whole(page, 640),
    });
    await expect(page.getByTestId("deposit-rate-line")).toHaveText(pay);
    // The demo agency's smallest cash-out: 100 credit, 64,000 kip; the credit stays with GClub.
    const minimum = page.getByTestId("deposit-min-cash-out");
    await expect(minimum).toContainText(
      t("deposit.terms.min_cash_out", {
        provider: t("provider.gclub"),
        min: await credit(page, 100),
        kip: await whole(page, 64000),
      }),
    );
    await expect(minimum).toContainText(t("deposit.terms.stays", { provider: t("provider.gclub") }));
    await expect(minimum.getByRole("link", { name: t("deposit.terms.move") })).toHaveAttribute(
      "href",
      "/player/transfer",
    );

    await page.getByRole("button", { name: t("deposit.submit") }).click();
    const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
    await expect(dialog.getByRole("img")).toBeVisible();
    await animationsSettled(dialog);
    await expect(dialog.getByTestId("qr-rate-line")).toHaveText(pay);
    await expect(dialog.getByTestId("qr-waiting")).toHaveText(t("deposit.qr.waiting"));

    // No scrolling: every action is inside the window and on top.
    const save = dialog.getByRole("button", { name: t("deposit.qr.save") });
    for (const [name, target] of [
      ["save", save],
      ["cancel", dialog.getByRole("button", { name: t("deposit.qr.cancel") })],
      ["check", dialog.getByRole("button", { name: t("deposit.qr.check") })],
      ["close", dialog.getByRole("button", { name: t("common.close") })],
      ["waiting", dialog.getByTestId("qr-waiting")],
    ] as const) {
      await expectInView(page, target, name);
    }
    // Saving is the primary action: the gold fill no other action in the sheet has.
    const fill = (target: Locator) => target.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await fill(save)).toContain("gradient");
    expect(await fill(dialog.getByRole("button", { name: t("deposit.qr.check") }))).not.toContain("gradient");

    // The order code whole, not cut: with the sheet scrolled to its end, it fits the sheet's width.
    const code = await openOrderCode(page.request, baseURL!);
    const shownCode = dialog.getByTestId("qr-order-code");
    await expect(shownCode).toHaveText(code);
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expectInView(page, save, "save, scrolled");
    expect(await shownCode.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectInView(page, shownCode, "order code");
  });
}

test("saving the QR hands the PNG to the share sheet where the browser can share files", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.defineProperty(navigator, "canShare", {
      value: (data: ShareData) => Boolean(data.files?.length),
    });
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        for (const file of data.files ?? [])
          shared.push({ name: file.name, type: file.type, size: file.size });
      },
    });
  });
  await page.setViewportSize(phones[0]!);
  await page.goto("/player/deposit");
  await chooseDeposit(page, t);
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();
  await dialog.getByRole("button", { name: t("deposit.qr.save") }).click();
  const code = await openOrderCode(page.request, baseURL!);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles))
    .toEqual([{ name: `deposit-${code}.png`, type: "image/png", size: expect.any(Number) }]);
});

test("saving the QR downloads the PNG where the browser cannot share files", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.setViewportSize(phones[1]!);
  await page.goto("/player/deposit");
  await chooseDeposit(page, t);
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: t("deposit.qr.save") }).click();
  const code = await openOrderCode(page.request, baseURL!);
  expect((await download).suggestedFilename()).toBe(`deposit-${code}.png`);
});
