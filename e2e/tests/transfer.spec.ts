import type { APIRequestContext, Page } from "@playwright/test";
import { addBankAccount, credit, depositCredit } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

const shots = process.env.E2E_SCREENSHOTS;

async function creditAt(request: APIRequestContext, baseURL: string, provider: string) {
  const response = await request.get(new URL(`/api/v2/players/credits/${provider}`, baseURL).href);
  return ((await response.json()) as { data: { credit: { amount: string } } }).data.credit.amount;
}

/** Nothing on the screen is wider than the phone. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a player moves credit from one game to another and sees both balances change", async ({
    page,
    t,
    baseURL,
    player: _,
  }) => {
    test.setTimeout(120_000);
    await addBankAccount(page.request, baseURL!);
    await depositCredit(page.request, baseURL!, 100);

    // Where a player cashing out small balances looks: the withdraw screen points to it.
    await page.goto("/player/withdraw");
    await page.getByRole("link", { name: t("transfer.hint.action") }).click();
    await expect(page).toHaveURL(/\/player\/transfer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.transfer.title"));

    const game = (provider: string) => ({ name: new RegExp(`^${t(`provider.${provider}`)}\\s*\\d`) });
    const from = page.getByRole("group", { name: t("transfer.from") });
    const to = page.getByRole("group", { name: t("transfer.to") });
    await expect(from.getByTestId("transfer-from-credit-gclub")).toHaveText(`${await credit(page, 100)} THB`);
    await expect(from.getByRole("radio", game("gclub"))).toBeChecked();
    // The game the credit leaves cannot also be where it goes.
    await expect(to.getByRole("radio", game("gclub"))).toBeDisabled();
    await expectNoSideScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/transfer-form-360.png`, fullPage: true });

    // More than the game holds is refused in the player's language before anything is sent.
    const amount = page.getByLabel(t("transfer.amount"), { exact: false });
    await amount.fill("100.01");
    await page.getByRole("button", { name: t("transfer.submit") }).click();
    await expect(page.getByText(t("transfer.error.insufficient_credit"))).toBeVisible();

    await to.getByText(t("provider.alphabet")).click();
    await amount.fill("40");
    const submit = page.getByRole("button", { name: t("transfer.submit") });
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await submit.click();

    const result = page.getByTestId("transfer-result");
    await expect(result).toHaveAttribute("data-status", "SUCCESS");
    await expect(result).toContainText(t("transfer.result.SUCCESS"));
    await expect(result.getByTestId("result-credit-gclub")).toHaveText(`${await credit(page, 60)} THB`);
    await expect(result.getByTestId("result-credit-alphabet")).toHaveText(`${await credit(page, 40)} THB`);
    await expect(page.getByTestId("recent-transfers").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("recent-transfers")).toContainText(t("status.SUCCESS"));
    await expectNoSideScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/transfer-result-360.png`, fullPage: true });

    // The games themselves hold it: exactly what moved, once.
    expect(await creditAt(page.request, baseURL!, "gclub")).toBe("60.00");
    expect(await creditAt(page.request, baseURL!, "alphabet")).toBe("40.00");

    // Another transfer starts from a fresh form.
    await page.getByRole("button", { name: t("transfer.new") }).click();
    await expect(page.getByLabel(t("transfer.amount"), { exact: false })).toHaveValue("");
  });
});
