import { appLive } from "../fixtures/live.ts";
import { addBankAccount, credit, openOrderCode, payWithSandbox } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

test("a deposit paid while the player is elsewhere is announced, and the toast leads to the order", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  const methods = await page.request.get("/api/v2/payment-methods");
  const mid = ((await methods.json()) as { data: { mid: string; currency: string }[] }).data.find(
    (method) => method.currency === "LAK",
  )!.mid;
  const ordered = await page.request.post("/api/v2/deposits", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", mid, currency: "LAK", amount: "66000" },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const code = await openOrderCode(page.request, baseURL!);

  // The player made the QR, then went to the home page to wait.
  await page.goto("/player");
  await expect(page.getByRole("region", { name: t("credits.title") })).toContainText(t("credits.total"));
  // The home comes rendered by the server: the app, which listens for the payment, starts after.
  await appLive(page);
  await payWithSandbox(code);

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: t("deposit.toast.title") });
  await expect(toast).toBeVisible({ timeout: 5000 });
  await expect(toast).toContainText(
    t("deposit.toast.text", { credit: await credit(page, 100), provider: t("provider.gclub") }),
  );
  await toast.getByRole("button", { name: t("deposit.toast.view") }).click();
  await expect(page).toHaveURL(new RegExp(`/player/deposit/history\\?order=${code}$`));
  await expect(page.getByRole("row").filter({ hasText: code })).toHaveAttribute("aria-current", "true");
});
