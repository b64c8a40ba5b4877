import type { Locator, Page } from "@playwright/test";
import {
  ambProducts,
  createAmbAgency,
  fakeAmbBalance,
  fakeAmbLedger,
  openOrderCodeOnHost,
  pointProviderAtFake,
} from "../fixtures/amb.ts";
import { credit, payWithSandbox, whole } from "../fixtures/money.ts";
import { registerOnHost } from "../fixtures/phajay.ts";
import { e2eAmbAgent, e2eAmbKey, e2eAmbUrl, originOf } from "../fixtures/server.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/*
 * Issue 46: a fresh agency's four game providers pointed at the fake AMB SuperAPI the e2e run starts,
 * askmebet through the owner's settings card, the others through the owner's API. A player deposits,
 * plays at the fake and withdraws, and the fake's ledger holds each movement once.
 */

const bo = translations("lo", ["backoffice", "translation"]);

/** A tile's accessible name starts with its title and goes on with its hint. */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The element at a phone's and a laptop's widths, into the test's output. */
async function shoot(page: Page, target: Locator, name: string) {
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await target.scrollIntoViewIfNeeded();
    // The phone's sticky top bar would be painted over a shot taller than the screen.
    await target.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      style: "header.sticky { position: static !important; }",
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an agency on AMB: a deposit lands at the fake, a win there comes back, a withdrawal leaves it, each once", async ({
  page,
  request,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(240_000);
  const { code, host } = await createAmbAgency(request);
  for (const provider of ["gclub", "gclub_live", "alphabet"] as const) {
    const settings = await pointProviderAtFake(request, code, provider);
    expect(settings).toMatchObject({ kind: "amb", productId: ambProducts[provider], apiKeyLast4: "6789" });
    expect(JSON.stringify(settings)).not.toContain(e2eAmbKey);
  }

  // askmebet as the owner sets it on the settings screen.
  const owner = await createStaff(request, baseURL!, "owner", code);
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);
  await staff
    .getByRole("navigation", { name: bo("nav.label") })
    .getByRole("link", { name: bo("nav.settings") })
    .click();
  const card = staff.getByRole("region", { name: bo("settings.game_providers") });
  const askmebet = card.getByTestId("game-provider-askmebet");
  // The panel's header names the account the provider is on now.
  const kindBadge = askmebet.locator("header");
  await expect(kindBadge).toContainText(bo("settings.provider_kind.sandbox"));
  await askmebet.getByText(bo("settings.provider_edit")).click();
  const choice = askmebet.getByRole("group", { name: bo("settings.provider_choose") });
  await choice.getByText(bo("settings.provider_kind.amb"), { exact: true }).click();
  await expect(
    choice.getByRole("radio", { name: startingWith(bo("settings.provider_kind.amb")) }),
  ).toBeChecked();
  await askmebet.getByLabel(bo("settings.provider_base_url")).fill(e2eAmbUrl);
  await askmebet.getByLabel(bo("settings.provider_agent")).fill(e2eAmbAgent);
  await askmebet.getByLabel(bo("settings.provider_key_new")).fill(e2eAmbKey);
  await expect(askmebet.getByLabel(bo("settings.provider_product"))).toHaveValue("ASKMEBET");
  await askmebet.getByRole("button", { name: bo("settings.provider_save") }).click();
  const askmebetName = bo("provider.askmebet");
  const confirm = staff.getByRole("dialog", {
    name: bo("settings.provider_confirm_title", { provider: askmebetName }),
  });
  await expect(confirm).toContainText(bo("settings.provider_confirm_amb", { provider: askmebetName }));
  await confirm.getByRole("button", { name: bo("settings.provider_confirm") }).click();
  await expect(confirm).toBeHidden();
  await expect(staff.getByText(bo("settings.provider_saved", { provider: askmebetName }))).toBeVisible();
  await expect(kindBadge).toContainText(bo("settings.provider_kind.amb"));
  await expect(askmebet.getByTestId("provider-key")).toHaveText("•••• 6789");
  for (const provider of ["gclub", "gclub_live", "alphabet"]) {
    await expect(card.getByTestId(`game-provider-${provider}`).getByTestId("provider-key")).toHaveText(
      "•••• 6789",
    );
  }
  await askmebet.getByRole("button", { name: bo("settings.provider_test") }).click();
  await expect(askmebet.getByText(bo("settings.provider_test_ok"))).toBeVisible();

  // The player deposits 66,000 kip to askmebet, paid at the sandbox bank: 100 credit, held by the fake.
  const player = await registerOnHost(page, t, host);
  await page.goto(`${originOf(host)}/player/deposit?provider=askmebet`);
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.askmebet")) })).toBeChecked();
  await page
    .getByRole("radio", { name: /BCEL One/ })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  await expect(page.getByRole("dialog", { name: t("deposit.qr.title") })).toBeVisible();
  const orderCode = await openOrderCodeOnHost(page, host);
  await payWithSandbox(orderCode);
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await expect(done).toContainText(`+${await credit(page, 100)} THB`);

  const ledger = await fakeAmbLedger(request);
  const deposit = ledger.find((entry) => entry.transactionRef === orderCode);
  expect(deposit).toMatchObject({ kind: "deposit", productId: "ASKMEBET", amount: "100.00" });
  const member = deposit!.username;
  expect(member).toBe(`${code}_${player.username}`);
  expect(await fakeAmbBalance(request, member, "ASKMEBET")).toBe("100.00");

  const gameCredit = page.getByRole("region", { name: t("credits.provider_credit") });
  await page.goto(`${originOf(host)}/player/game/askmebet?tab=Slot`);
  await expect(gameCredit).toContainText(`${await credit(page, 100)} THB`);

  // The game opens at the fake through the launch URL it gave; a win there moves its balance.
  await page.getByRole("button", { name: /Lucky Lanterns/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eAmbUrl}/play/[0-9a-f]+$`));
  await expect(page.getByTestId("member")).toHaveText(member);
  await expect(page.getByTestId("balance")).toHaveText("100.00");
  await page.getByRole("button", { name: "Win 100" }).click();
  await expect(page.getByTestId("balance")).toHaveText("200.00");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`${originOf(host)}/player/game/askmebet?tab=Slot`);
  await expect(gameCredit).toContainText(`${await credit(page, 200)} THB`);

  // 150 of the 200 back to the bank: it leaves the fake once.
  await page.goto(`${originOf(host)}/player/withdraw`);
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.askmebet")) }).first()).toBeChecked();
  await page.getByLabel(t("withdraw.amount"), { exact: false }).fill("150");
  await expect(page.getByTestId("payout-preview")).toHaveText(await whole(page, 150 * 640));
  await page.getByRole("button", { name: t("withdraw.submit") }).click();
  await page
    .getByRole("region", { name: t("withdraw.confirm.title") })
    .getByRole("button", { name: t("withdraw.confirm.submit") })
    .click();
  const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
  const withdrawalCode = (await panel.getByTestId("withdrawal-code").textContent())!.trim();
  await expect
    .poll(async () => (await fakeAmbLedger(request)).filter((entry) => entry.username === member).length)
    .toBe(3);
  const movements = (await fakeAmbLedger(request)).filter((entry) => entry.username === member);
  expect(
    movements.map(({ kind, productId, amount, balance, transactionRef }) => ({
      kind,
      productId,
      amount,
      balance,
      transactionRef,
    })),
  ).toEqual([
    {
      kind: "deposit",
      productId: "ASKMEBET",
      amount: "100.00",
      balance: "100.00",
      transactionRef: orderCode,
    },
    { kind: "win", productId: "ASKMEBET", amount: "100.00", balance: "200.00", transactionRef: undefined },
    {
      kind: "withdraw",
      productId: "ASKMEBET",
      amount: "150.00",
      balance: "50.00",
      transactionRef: withdrawalCode,
    },
  ]);
  expect(await fakeAmbBalance(request, member, "ASKMEBET")).toBe("50.00");
  await page.goto(`${originOf(host)}/player/game/askmebet?tab=Slot`);
  await expect(gameCredit).toContainText(`${await credit(page, 50)} THB`);

  // What staff see of it: the settings card and the dashboard's provider health.
  await staff.reload();
  await expect(askmebet.getByTestId("provider-key")).toHaveText("•••• 6789");
  await shoot(staff, card, "amb-settings-card");
  await staff
    .getByRole("navigation", { name: bo("nav.label") })
    .getByRole("link", { name: bo("nav.dashboard") })
    .click();
  const health = staff.getByTestId("provider-health");
  await expect(health.getByTestId("provider-health-askmebet")).toContainText(
    bo("dashboard.providers.last_success"),
  );
  await shoot(staff, health, "amb-dashboard-health");
  await staff.context().close();
});
