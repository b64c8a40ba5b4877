import type { AgencyInfo } from "@kham/contract";
import { expect, test } from "../fixtures/test.ts";

const isFingerprintCall = (url: string, method: string) =>
  method === "POST" && url.endsWith("/api/v2/fingerprint");

test("the device fingerprint is sent once a day and remembered per agent id", async ({ page, request }) => {
  const calls: string[] = [];
  page.on("request", (sent) => {
    if (isFingerprintCall(sent.url(), sent.method())) calls.push(sent.url());
  });
  const answered = page.waitForResponse((response) =>
    isFingerprintCall(response.url(), response.request().method()),
  );
  await page.goto("/");
  expect((await answered).status()).toBe(200);

  const { data } = (await (await request.get("/api/v2/agency/info")).json()) as { data: AgencyInfo };
  const stored = await page.evaluate(
    (agentId) => JSON.parse(localStorage.getItem(`fingerprint:${agentId}`) ?? "null"),
    data.agency.id,
  );
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  expect(stored).toMatchObject({ date: today, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });

  await page.reload();
  await page.waitForLoadState("networkidle");
  // The check runs when the browser is idle after the first render; give it time to (not) send.
  await page.waitForTimeout(1500);
  expect(calls).toHaveLength(1);

  // A fingerprint stored on another day is sent again.
  const key = `fingerprint:${data.agency.id}`;
  const yesterdays = JSON.stringify({ ...stored, date: "2000-01-01" });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key, value: yesterdays });
  const sentAgain = page.waitForResponse((response) =>
    isFingerprintCall(response.url(), response.request().method()),
  );
  await page.reload();
  expect((await sentAgain).status()).toBe(200);
  expect(calls).toHaveLength(2);
});
