import type { Locator, Page } from "@playwright/test";
import { animationsSettled } from "../fixtures/animations.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { addBankAccount, depositCredit, whole } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

const phone = { width: 390, height: 844 };

/** The top of whatever is docked at the bottom of the screen (the bottom bar and its raised button). */
function bottomDockTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const docked = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      if (getComputedStyle(element).position !== "fixed") return false;
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top > window.innerHeight / 2;
    });
    const tops = docked
      .flatMap((element) => [element, ...element.querySelectorAll("*")])
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => box.top);
    return Math.min(window.innerHeight, ...tops);
  });
}

/** Every one of them is at least 44 × 44 CSS pixels, the size a thumb hits. */
async function expectTappable(targets: Locator, what: string) {
  const count = await targets.count();
  expect(count, `${what}: none found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await targets.nth(index).boundingBox();
    expect(box, `${what} #${index}`).not.toBeNull();
    expect(box!.width, `${what} #${index} width`).toBeGreaterThanOrEqual(44);
    expect(box!.height, `${what} #${index} height`).toBeGreaterThanOrEqual(44);
  }
}

/** The box a radio is drawn as: its tile (the radio itself is visually hidden). */
const tilesOf = (page: Page, name: string) =>
  page.getByRole("group", { name }).locator("[data-slot=radio-tile]");

test("on a phone the QR button is in view at once, and everything to tap is thumb-sized", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.setViewportSize(phone);
  await page.goto("/player/deposit");
  const submit = page.getByRole("button", { name: t("deposit.submit") });
  await expect(submit).toBeVisible();
  await expect(page.getByLabel(new RegExp(t("deposit.amount")))).toHaveValue(await whole(page, 50000));
  // No scrolling: the page is at its top and the button ends above the bottom bar.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await submit.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  expect(box.y + box.height).toBeLessThanOrEqual(await bottomDockTop(page));

  await expectTappable(page.getByRole("button", { name: /^[\d.,\s]+$/ }), "quick amounts");
  await expectTappable(tilesOf(page, t("deposit.provider")), "providers");
  await expectTappable(tilesOf(page, t("deposit.bank")), "banks");
  await expectTappable(tilesOf(page, t("deposit.currency")), "currencies");
  await expectTappable(page.getByRole("link", { name: t("deposit.history_link") }), "history link");

  // The QR dialog's own buttons, its close button included.
  await submit.click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();
  // Measured once the dialog has finished zooming in (mid-animation its buttons are a hair smaller).
  await animationsSettled(dialog);
  await expectTappable(dialog.getByRole("button"), "QR dialog buttons");
});

test("on a small phone the withdraw button is never under the bottom bar's game button", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/player/withdraw");
  const submit = page.getByRole("button", { name: t("withdraw.submit") });
  await expect(submit).toBeVisible();
  for (const scrollTo of [0, 200, 400]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
    const box = (await submit.boundingBox())!;
    expect(box.y + box.height, `scrolled to ${scrollTo}`).toBeLessThanOrEqual(await bottomDockTop(page));
    // A tap on its middle reaches it, not the game button.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button, a")?.textContent ?? "",
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toContain(t("withdraw.submit"));
  }
});

test("the histories' pager and details are thumb-sized on a phone", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  test.setTimeout(120_000);
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 200);
  const withdrawal = await page.request.post("/api/v2/withdrawals", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", amount: "100" },
  });
  expect(withdrawal.status()).toBe(201);
  await page.setViewportSize(phone);

  // A second deposit, cancelled, makes the deposit history two pages of one.
  const methods = (await (await page.request.get("/api/v2/payment-methods")).json()) as {
    data: { mid: string; currency: string; isEnabled: boolean }[];
  };
  const mid = methods.data.find((method) => method.currency === "LAK" && method.isEnabled)!.mid;
  const open = await page.request.post("/api/v2/deposits", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", mid, currency: "LAK", amount: "66000" },
  });
  expect(open.status()).toBe(201);
  const { code } = ((await open.json()) as { data: { code: string } }).data;
  const cancelled = await page.request.post(`/api/v2/deposits/${code}/cancel`, {
    headers: { Origin: new URL(baseURL!).origin },
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto("/player/deposit/history?pageSize=1");
  const depositPager = page.getByRole("navigation", { name: t("deposit.history.pages") });
  await expect(depositPager).toBeVisible();
  await expectTappable(depositPager.getByRole("link"), "deposit pager");

  // One page needs no pager.
  await page.goto("/player/withdraw/history");
  await expect(
    page.getByRole("listitem").getByRole("button", { name: new RegExp(t("withdraw.history.detail")) }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: t("withdraw.history.pages") })).toHaveCount(0);
  await expectTappable(
    page.getByRole("listitem").getByRole("button", { name: new RegExp(t("withdraw.history.detail")) }),
    "details",
  );
});

test("on a wide screen the deposit and withdraw forms have their summary beside them", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const screen of [
    { path: "/player/deposit", form: t("deposit.submit"), guide: t("deposit.guide.title") },
    { path: "/player/withdraw", form: t("withdraw.submit"), guide: t("withdraw.guide.title") },
  ]) {
    await page.goto(screen.path);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: screen.form }) });
    // The column that holds the guide (the withdraw screen's starts with the transfer hint).
    const guide = page.locator("aside").filter({ has: page.getByRole("region", { name: screen.guide }) });
    const formBox = (await form.boundingBox())!;
    const guideBox = (await guide.boundingBox())!;
    // Side by side: the summary starts right of the form, level with it.
    expect(guideBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(Math.abs(guideBox.y - formBox.y)).toBeLessThan(80);
  }

  // On a phone the same screen is one column.
  await page.setViewportSize(phone);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("withdraw.submit") }) });
  const guide = page.getByRole("region", { name: t("withdraw.guide.title") });
  expect((await guide.boundingBox())!.y).toBeGreaterThan((await form.boundingBox())!.y);
});

test("axe finds nothing serious or critical on the money screens, on a phone and wide", async ({
  page,
  baseURL,
  player: _,
}) => {
  test.setTimeout(180_000);
  await addBankAccount(page.request, baseURL!);
  for (const path of [
    "/player/deposit",
    "/player/deposit/history",
    "/player/withdraw",
    "/player/withdraw/history",
    "/player/bank",
  ]) {
    expect(await seriousViolations(page, path, [phone, { width: 1280, height: 800 }]), path).toEqual([]);
  }
});
