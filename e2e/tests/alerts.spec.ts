import { randomBytes } from "node:crypto";
import { expect as plainExpect } from "@playwright/test";
import { payWithSandbox } from "../fixtures/money.ts";
import { createGatewayAgency, registerOnHost } from "../fixtures/phajay.ts";
import { e2eTelegramUrl, originOf } from "../fixtures/server.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/*
 * Issue 48: an owner connects a Telegram bot on the settings screen (the fake Bot API the e2e run
 * starts), its test message arrives, and so does a player's withdrawal request. A fresh agency, so
 * the specs working on demo meanwhile send no alerts.
 */

const bo = translations("lo", ["backoffice", "translation"]);
/** The bot token the fake knows from the start (apps/server/src/test/fakes/telegram.ts). */
const fakeToken = "123456789:AAFakeTelegramToken-0123456789abcdef";

interface Message {
  chatId: string;
  text: string;
}

async function messagesTo(request: import("@playwright/test").APIRequestContext, chat: string) {
  const listed = await request.get(`${e2eTelegramUrl}/__fake/messages`);
  return ((await listed.json()) as Message[]).filter((message) => message.chatId === chat);
}

test("an owner connects Telegram, the test message and a player's withdrawal reach the chat", async ({
  page,
  request,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(150_000);
  const { code, host } = await createGatewayAgency(request);
  const chat = `-100${BigInt(`0x${randomBytes(5).toString("hex")}`)}`;
  const added = await request.post(`${e2eTelegramUrl}/__fake/chats`, { data: { chatId: chat } });
  plainExpect(added.ok()).toBe(true);

  const owner = await createStaff(request, baseURL!, "owner", code);
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);
  await staff.goto(`/backoffice/${code}/settings`);
  const card = staff.getByRole("region", { name: bo("settings.alerts") });
  await expect(card.getByTestId("alerts-token")).toHaveText(bo("settings.alerts_token_none"));
  await card.getByLabel(bo("settings.alerts_token")).fill(fakeToken);
  await card.getByLabel(bo("settings.alerts_language")).selectOption("lo");
  await card.getByLabel(bo("settings.alerts_topic.withdrawals")).fill(chat);
  await card.getByRole("button", { name: bo("settings.alerts_save") }).click();
  await expect(staff.getByText(bo("settings.alerts_saved"))).toBeVisible();
  await expect(card.getByTestId("alerts-token")).toHaveText(`•••• ${fakeToken.slice(-4)}`);
  await expect(card.getByLabel(bo("settings.alerts_token"))).toHaveValue("");

  await card.getByRole("button", { name: bo("settings.alerts_test") }).click();
  await expect(card.getByTestId("alerts-test-result")).toHaveText(bo("settings.alerts_test_ok"));
  plainExpect(await messagesTo(request, chat)).toHaveLength(1);

  // The player: registered on the agency's host, 100 credits bought at the sandbox bank, then a withdrawal.
  await registerOnHost(page, t, host);
  const opened = await page.evaluate(async () => {
    const methods = await (await fetch("/api/v2/payment-methods")).json();
    const mid = methods.data.find((method: { currency: string }) => method.currency === "LAK").mid;
    const response = await fetch("/api/v2/deposits", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "gclub", mid, currency: "LAK", amount: "66000" }),
    });
    return { status: response.status, body: await response.json() };
  });
  plainExpect(opened.status, JSON.stringify(opened.body)).toBe(201);
  await payWithSandbox(opened.body.data.code);
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await (await fetch("/api/v2/players/credits/gclub")).json()).data.credit.amount,
      ),
    )
    .toBe("100.00");
  const withdrawal = await page.evaluate(async () => {
    const response = await fetch("/api/v2/withdrawals", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "gclub", amount: "100" }),
    });
    return { status: response.status, body: await response.json() };
  });
  plainExpect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
  const orderCode: string = withdrawal.body.data.code;

  await expect
    .poll(
      async () =>
        (await messagesTo(request, chat)).filter((message) => message.text.includes(orderCode)).length,
    )
    .toBe(1);
  const [alert] = (await messagesTo(request, chat)).filter((message) => message.text.includes(orderCode));
  plainExpect(alert!.text).toContain("ມີຄຳຂໍຖອນເງິນໃໝ່");
  plainExpect(alert!.text).toContain(`${originOf(host)}/backoffice/${code}/withdrawals?search=${orderCode}`);
  await staff.context().close();
});
