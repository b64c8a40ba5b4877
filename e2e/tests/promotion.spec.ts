import type { APIRequestContext, Page } from "@playwright/test";
import { appLive } from "../fixtures/live.ts";
import { addBankAccount, credit, openOrderCode, payWithSandbox, whole } from "../fixtures/money.ts";
import { registerPlayer } from "../fixtures/player.ts";
import { e2eAdminToken } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

const shots = process.env.E2E_SCREENSHOTS;

/** The demo agency's first-deposit promotion: 100 credit (66,000 kip at 660) brings 100 bonus. */
const WELCOME = "ໂບນັດຕ້ອນຮັບ 100%";

/** The id of a live promotion of the demo agency, found by its Lao title as a player would see it. */
async function promotionId(request: APIRequestContext, baseURL: string, title = WELCOME): Promise<string> {
  const response = await request.get(new URL("/api/v2/promotions", baseURL).href);
  const { data } = (await response.json()) as { data: { id: string; title: { lo: string } }[] };
  const promotion = data.find((candidate) => candidate.title.lo === title);
  expect(promotion, `the demo agency offers "${title}"`).toBeDefined();
  return promotion!.id;
}

/** Credit at a provider, as the API answers it. */
async function providerCredit(request: APIRequestContext, baseURL: string, provider: string) {
  const response = await request.get(new URL(`/api/v2/players/credits/${provider}`, baseURL).href);
  return ((await response.json()) as { data: { credit: { amount: string } } }).data.credit.amount;
}

/**
 * Takes the welcome bonus at gclub and pays its deposit at the sandbox bank, through the API (as the
 * screens would), until the credit and the bonus are there.
 */
async function takeWelcomeAndDeposit(request: APIRequestContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const used = await request.post(new URL("/api/v2/promotions/use", baseURL).href, {
    headers: { Origin: origin },
    data: { promotionId: await promotionId(request, baseURL), providerId: "gclub" },
  });
  expect(used.status(), await used.text()).toBe(201);
  const methods = await request.get(new URL("/api/v2/payment-methods", baseURL).href);
  const { data } = (await methods.json()) as {
    data: { mid: string; currency: string; isEnabled: boolean }[];
  };
  const mid = data.find((method) => method.currency === "LAK" && method.isEnabled)!.mid;
  const created = await request.post(new URL("/api/v2/deposits", baseURL).href, {
    headers: { Origin: origin },
    data: { provider: "gclub", mid, currency: "LAK", amount: "66000" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await payWithSandbox(await openOrderCode(request, baseURL));
  await expect.poll(() => providerCredit(request, baseURL, "gclub")).toBe("200.00");
}

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

function creditsPanel(page: Page, t: Translate) {
  return page.getByRole("region", { name: t("credits.title") });
}

test("a player takes the welcome bonus, deposits its amount and receives the credit with the bonus", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/promotion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.promotion.title"));
  const card = page.getByRole("article").filter({ hasText: WELCOME });
  await expect(card).toContainText(t("promotion.kind.FIRST_DEPOSIT"));
  await expect(card.getByTestId("promotion-deposit-bonus")).toContainText(await credit(page, 100));
  await expect(card).toContainText(t("promotion.terms.required"));
  await expect(card).toContainText(await credit(page, 600));
  // Decorative here (the title says it all), so it has no role of its own.
  await expect(card.locator("img")).toHaveAttribute("src", "/promotions/welcome.svg");
  await screenshots(page, "promotion-list");

  await card.getByRole("link", { name: WELCOME }).click();
  await expect(page).toHaveURL(/\/player\/promotion\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: WELCOME })).toBeVisible();
  await screenshots(page, "promotion-detail");
  // A choice made before the detail hydrates is reset to the default provider.
  await appLive(page);
  const gclub = page.getByRole("radio", { name: t("provider.gclub"), exact: true });
  await gclub.check({ force: true });
  await expect(gclub).toBeChecked();
  await page.getByRole("button", { name: t("promotion.detail.take") }).click();

  // Straight to the deposit that earns the bonus: gclub and exactly 100 credit, paid in kip.
  await expect(page).toHaveURL(/\/player\/deposit$/);
  await expect(page.getByRole("region", { name: t("deposit.promotion.label") })).toContainText(WELCOME);
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.gclub")) }).first()).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.alphabet")) })).toBeDisabled();
  await page.getByRole("radio", { name: "LAK", exact: true }).check({ force: true });
  const amount = page.getByLabel(new RegExp(t("deposit.amount")));
  await expect(amount).toHaveValue(await whole(page, 66000));
  await expect(amount).not.toBeEditable();
  await expect(page.locator("#deposit-credit-preview")).toContainText(await credit(page, 100));
  await expect(page.getByTestId("deposit-bonus-preview")).toHaveText(
    t("deposit.promotion.bonus", { bonus: await credit(page, 100) }),
  );
  if (shots) await page.screenshot({ path: `${shots}/promotion-deposit-1280.png`, fullPage: true });
  await page.getByRole("button", { name: t("deposit.submit") }).click();

  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog).toContainText(`${await whole(page, 66000)} LAK`);
  await payWithSandbox(await openOrderCode(page.request, baseURL!));
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await expect(done).toContainText(t("deposit.result.bonus", { bonus: await credit(page, 100) }));
  // 100 credit bought and 100 bonus with it.
  await expect(done).toContainText(`${await credit(page, 200)} THB`);
  await done
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();
  // The player's home shows the credit with the bonus.
  await page.goto("/player");
  await expect(creditsPanel(page, t)).toContainText(`${await credit(page, 200)} THB`);

  // The promotion page now shows it in use, its bonus received and the way to 600 credit.
  await page.goto("/player/promotion");
  const current = page.getByRole("region", { name: t("promotion.current.title") });
  await expect(current).toContainText(WELCOME);
  await expect(current).toContainText(t("promotion.status.USED"));
  await expect(current.getByTestId("usage-progress")).toContainText(
    `${await credit(page, 200)} / ${await credit(page, 600)}`,
  );
  await expect(current.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await screenshots(page, "promotion-list-in-use");
});

test("cancelling the promotion takes the bonus back and says it was cancelled", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await takeWelcomeAndDeposit(page.request, baseURL!);
  await page.goto("/player/promotion");
  await expect(creditsPanel(page, t)).toContainText(`${await credit(page, 200)} THB`);

  const current = page.getByRole("region", { name: t("promotion.current.title") });
  await current.getByRole("button", { name: t("promotion.current.cancel") }).click();
  const confirm = page.getByRole("dialog", { name: t("promotion.cancel.title") });
  await expect(confirm).toContainText(
    t("promotion.cancel.text_bonus", { bonus: await credit(page, 100), provider: t("provider.gclub") }),
  );
  if (shots) await page.screenshot({ path: `${shots}/promotion-cancel-1280.png` });
  await confirm.getByRole("button", { name: t("promotion.cancel.confirm") }).click();

  await expect(page.getByText(t("promotion.cancel.success"))).toBeVisible();
  await expect(current).toBeHidden();
  // The bonus leaves gclub; the credit the player bought stays.
  await expect(creditsPanel(page, t)).toContainText(`${await credit(page, 100)} THB`, { timeout: 10_000 });
  expect(await providerCredit(page.request, baseURL!, "gclub")).toBe("100.00");

  await page.getByRole("link", { name: t("promotion.history_link") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.promotion_history.title"));
  const row = page.getByRole("row").filter({ hasText: WELCOME });
  await expect(row).toContainText(t("promotion.status.CANCELED"));
  await expect(row.locator("[data-colour]")).toHaveAttribute("data-colour", "red");
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(row).toContainText(await credit(page, 3000));
  await expect(row).toContainText(t("promotion.history.bonus_removed", { amount: await credit(page, 100) }));
  await screenshots(page, "promotion-history");
});

test("a player blocked by staff sees the blocked message instead of the button", async ({
  page,
  t,
  baseURL,
  player,
}) => {
  const blocked = await page.request.post(
    new URL(`/api/admin/v1/agencies/demo/players/${player.username}/block`, baseURL).href,
    { headers: { Authorization: `Bearer ${e2eAdminToken}` }, data: {} },
  );
  expect(blocked.status(), await blocked.text()).toBe(200);

  await page.goto(`/player/promotion/${await promotionId(page.request, baseURL!)}`);
  await expect(page.getByRole("heading", { name: WELCOME })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(t("errors.PLAYER_BLOCKED"));
  await expect(page.getByRole("button", { name: t("promotion.detail.take") })).toHaveCount(0);
});

test("an unknown promotion id shows that it is not found", async ({ page, t, player: _ }) => {
  await page.goto("/player/promotion/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: t("promotion.not_found.title") })).toBeVisible();
  await page.getByRole("link", { name: t("promotion.not_found.back") }).click();
  await expect(page).toHaveURL(/\/player\/promotion$/);
  await expect(page.getByRole("article").filter({ hasText: WELCOME })).toBeVisible();
});

test.describe("any id the agency does not offer shows not found, with the way back", () => {
  for (const id of ["no-such-promotion", "12345", "%E0%BA%81"]) {
    test(id, async ({ page, t, player: _ }) => {
      await page.goto(`/player/promotion/${id}`);
      await expect(page.getByRole("heading", { name: t("promotion.not_found.title") })).toBeVisible();
      await expect(page.getByRole("link", { name: t("promotion.not_found.back") })).toHaveAttribute(
        "href",
        "/player/promotion",
      );
    });
  }
});

test("a visitor taps a promotion banner on the landing page, logs in and lands on its detail", async ({
  page,
  t,
  request,
  baseURL,
}) => {
  // Registered through a separate request context, so the page itself stays a visitor.
  const player = await registerPlayer(request, baseURL!);
  await page.goto("/");
  const banners = page.getByRole("region", { name: t("promotion.banners.title") });
  const banner = banners.getByRole("link", { name: WELCOME });
  const image = banner.locator("img");
  // The first banner is in view on arrival and fetched at once; the ones after it when near.
  await expect(image).toHaveAttribute("loading", "eager");
  const later = banners.locator("li img");
  expect(await later.count()).toBeGreaterThan(1);
  for (const other of (await later.all()).slice(1)) await expect(other).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", "640");
  await expect(image).toHaveAttribute("height", "300");
  await banner.click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(/\/player\/promotion\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: WELCOME })).toBeVisible();
});
