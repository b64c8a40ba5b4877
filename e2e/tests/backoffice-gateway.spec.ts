import type { Response } from "@playwright/test";
import {
  createGatewayAgency,
  depositThroughFakePhaJay,
  fakePhaJayKey,
  pointFakeWebhookAt,
  registerOnHost,
} from "../fixtures/phajay.ts";
import { e2ePhaJayUrl } from "../fixtures/server.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/*
 * Issue 45: an owner switches their agency to PhaJay on the settings screen, pointed at the fake PhaJay
 * the e2e run starts, and a player's deposit is credited once the fake says it is paid. A fresh agency,
 * not demo, so the specs paying demo deposits through the sandbox meanwhile are untouched.
 */

const bo = translations("lo", ["backoffice", "translation"]);

/** A tile's accessible name starts with its title and goes on with its hint. */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

test("an owner switches to PhaJay on the settings screen, a player's deposit is credited by it, and the owner switches back", async ({
  page,
  request,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(180_000);
  const { code, host } = await createGatewayAgency(request);
  const owner = await createStaff(request, baseURL!, "owner", code);
  const staff = await staffPage(browser, baseURL!);
  // Everything the owner's page is answered, SSE streams aside (they never end).
  const answers: Promise<string>[] = [];
  staff.on("response", (response: Response) => {
    if (response.headers()["content-type"]?.startsWith("text/event-stream")) return;
    answers.push(response.text().catch(() => ""));
  });
  await enrolStaff(staff, bo, owner);
  await expect(staff).toHaveURL(new RegExp(`/backoffice/${code}(/|$)`));

  await staff
    .getByRole("navigation", { name: bo("nav.label") })
    .getByRole("link", { name: bo("nav.settings") })
    .click();
  const card = staff.getByRole("region", { name: bo("settings.gateway") });
  const current = card.getByRole("definition").first();
  await expect(current).toHaveText(bo("settings.gateway_kind.sandbox"));

  // The tile is what a person taps; its radio is visually hidden inside it.
  const choice = card.getByRole("group", { name: bo("settings.gateway_choose") });
  await choice.getByText(bo("settings.gateway_kind.phajay"), { exact: true }).click();
  await expect(
    choice.getByRole("radio", { name: startingWith(bo("settings.gateway_kind.phajay")) }),
  ).toBeChecked();
  await card.getByLabel(bo("settings.gateway_key_new")).fill(fakePhaJayKey);
  await card.getByLabel(bo("settings.gateway_base_url")).fill(e2ePhaJayUrl);
  const testMode = card.getByRole("checkbox", { name: startingWith(bo("settings.gateway_sandbox_mode")) });
  // A switch starts in PhaJay's test mode; the owner turns it off only to take real money.
  await expect(testMode).toBeChecked();
  await card.getByRole("button", { name: bo("settings.gateway_save") }).click();
  const confirm = staff.getByRole("dialog", { name: bo("settings.gateway_confirm_title") });
  await expect(confirm).toContainText(bo("settings.gateway_confirm_phajay_test"));
  await confirm.getByRole("button", { name: bo("settings.gateway_confirm") }).click();
  await expect(confirm).toBeHidden();
  await expect(staff.getByText(bo("settings.gateway_saved"))).toBeVisible();

  await expect(current).toHaveText(bo("settings.gateway_kind.phajay"));
  await expect(card.getByTestId("gateway-key")).toHaveText("•••• 0123");
  await expect(card.getByText(bo("settings.gateway_mode_test"), { exact: true })).toBeVisible();
  const webhook = card.getByText(/\/api\/v2\/payments\/phajay\/webhook\/[\w-]{40,}$/);
  await expect(webhook).toBeVisible();
  const webhookUrl = (await webhook.textContent())!;

  // The key is in no answer the page was given, nor anywhere on the page, its fields included.
  await staff.reload();
  await expect(card.getByTestId("gateway-key")).toHaveText("•••• 0123");
  const onPage = await staff.evaluate(
    () =>
      document.documentElement.outerHTML +
      [...document.querySelectorAll("input")].map((input) => input.value).join("\n"),
  );
  expect(onPage).not.toContain(fakePhaJayKey);
  const bodies = await Promise.all(answers);
  expect(bodies.some((body) => body.includes('"secretKeyLast4":"0123"'))).toBe(true);
  for (const body of bodies) expect(body).not.toContain(fakePhaJayKey);

  // The owner pastes the address into PhaJay's portal; here, into the fake.
  await pointFakeWebhookAt(request, webhookUrl);
  await registerOnHost(page, t, host);
  await depositThroughFakePhaJay(page, request, t, host);

  await choice.getByText(bo("settings.gateway_kind.sandbox"), { exact: true }).click();
  await card.getByRole("button", { name: bo("settings.gateway_save") }).click();
  await expect(confirm).toContainText(bo("settings.gateway_confirm_sandbox"));
  await confirm.getByRole("button", { name: bo("settings.gateway_confirm") }).click();
  await expect(confirm).toBeHidden();
  await expect(current).toHaveText(bo("settings.gateway_kind.sandbox"));
  await expect(card.getByTestId("gateway-key")).toHaveCount(0);
  await staff.context().close();
});
