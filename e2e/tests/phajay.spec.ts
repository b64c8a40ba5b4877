import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { credit, freshAccountNumber } from "../fixtures/money.ts";
import { newPlayerDetails } from "../fixtures/player.ts";
import { e2eAdminToken, e2ePhaJayUrl, e2ePort, originOf } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";

/*
 * An agency switched to PhaJay through the owner's API, pointed at the fake PhaJay the e2e run starts.
 * Its own agency (not demo), so the specs paying demo deposits through the sandbox meanwhile are untouched.
 */

const api = `http://127.0.0.1:${e2ePort}/api/admin/v1`;
const admin = { Authorization: `Bearer ${e2eAdminToken}` };

async function adminCall(request: APIRequestContext, method: "POST" | "PUT", path: string, data: unknown) {
  const response = await request.fetch(`${api}${path}`, { method, headers: admin, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

test("a deposit under PhaJay shows the QR the gateway issued and is credited once the gateway says it is paid", async ({
  page,
  request,
  t,
}) => {
  const code = `pj${randomBytes(4).toString("hex")}`;
  const host = `${code}.localhost`;
  await adminCall(request, "POST", "/agencies", { code, name: `PhaJay ${code}`, domains: [host] });
  await adminCall(request, "POST", `/agencies/${code}/rates/LAK`, { buy: "640", sell: "660" });
  await adminCall(request, "POST", `/agencies/${code}/rates/THB`, { buy: "1", sell: "1" });
  for (const currency of ["LAK", "THB"]) {
    await adminCall(request, "POST", `/agencies/${code}/payment-methods`, {
      code: "BCEL",
      mid: `BCEL0000555${currency}`,
      name: `BCEL One ${currency}`,
      currency,
    });
  }
  const settings = await adminCall(request, "PUT", `/agencies/${code}/payment-gateway`, {
    kind: "phajay",
    secretKey: "fake-phajay-secret-key-0123",
    baseUrl: e2ePhaJayUrl,
  });
  expect(settings).toMatchObject({ kind: "phajay", secretKeyLast4: "0123" });
  expect(JSON.stringify(settings)).not.toContain("fake-phajay-secret-key-0123");
  // The address the owner pastes into PhaJay's portal; here, into the fake.
  const hook = await request.put(`${e2ePhaJayUrl}/__fake/webhook-url`, {
    data: { url: settings.webhookUrl },
  });
  expect(hook.ok()).toBe(true);

  // Node cannot resolve *.localhost: the player registers and adds a bank account through the browser.
  const player = newPlayerDetails();
  await page.goto(`${originOf(host)}/register`);
  await page.getByLabel(t("register.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("register.display_name"), { exact: true }).fill(player.displayName);
  await page.getByLabel(t("register.password"), { exact: true }).fill(player.password);
  await page.getByLabel(t("register.confirm_password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page).toHaveURL(`${originOf(host)}/player`);
  const added = await page.evaluate(async (accountNumber) => {
    const response = await fetch("/api/v2/players/bank-accounts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        bankCode: "BCEL",
        accountNumber,
        accountName: "SOMCHAI PHOMMA",
        currency: "LAK",
      }),
    });
    return response.status;
  }, freshAccountNumber());
  expect(added).toBe(201);

  await page.goto(`${originOf(host)}/player/deposit`);
  // PhaJay takes kip only: the agency's THB merchant is not offered, so there is no currency to pick.
  await expect(page.getByLabel(new RegExp(t("deposit.amount")))).toBeVisible();
  await expect(page.getByRole("radio", { name: /BCEL One/ })).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "THB", exact: true })).toHaveCount(0);
  await page
    .getByRole("radio", { name: new RegExp(t("provider.gclub")) })
    .first()
    .check({ force: true });
  await page
    .getByRole("radio", { name: /BCEL One/ })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();

  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog).toBeVisible();
  const payload = await dialog.getByRole("img").getAttribute("data-payload");
  const listed = await request.get(`${e2ePhaJayUrl}/__fake/transactions`);
  const transactions = (await listed.json()) as {
    transactionId: string;
    qrCode: string;
    description: string;
  }[];
  const issued = transactions.find((transaction) => transaction.qrCode === payload);
  expect(issued, "the QR on screen is one the fake issued").toBeDefined();
  await expect(dialog).toContainText(issued!.description);

  // Before the gateway says so, nothing is credited.
  await dialog.getByRole("button", { name: t("deposit.qr.check") }).click();
  await expect(dialog.getByText(t("deposit.qr.not_paid_yet"))).toBeVisible();

  const paid = await request.post(`${e2ePhaJayUrl}/__fake/pay/${issued!.transactionId}`, {
    data: { webhook: "once" },
  });
  expect(paid.ok()).toBe(true);
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await expect(done).toContainText(`+${await credit(page, 100)} THB`);
  await page.screenshot({ path: test.info().outputPath("phajay-credited.png") });
});
