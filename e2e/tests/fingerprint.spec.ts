import type { AgencyInfo } from "@kham/contract";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/** apps/web's FINGERPRINT_DELAY_MS: the check starts this long after the first render, when idle. */
const FINGERPRINT_DELAY_MS = 8000;

const isFingerprintCall = (url: string, method: string) =>
  method === "POST" && url.endsWith("/api/v2/fingerprint");

/** What the page did, counted in the page: each read of the stored fingerprint and each fingerprint it posted. */
interface FingerprintProbe {
  checks: number;
  sends: number;
}

/** Counts the daily check's read of `fingerprint:<agentId>` and every POST of a fingerprint, in the page. */
function probeFingerprint() {
  const probe: FingerprintProbe = { checks: 0, sends: 0 };
  (window as unknown as { fingerprintProbe: FingerprintProbe }).fingerprintProbe = probe;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key.startsWith("fingerprint:")) probe.checks += 1;
    return getItem.call(this, key);
  };
  const send = window.fetch;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.method === "POST" && url.endsWith("/api/v2/fingerprint")) probe.sends += 1;
    return send(input, init);
  };
}

const probeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { fingerprintProbe: FingerprintProbe }).fingerprintProbe);

/** Loads (or reloads) the landing page and lets the clock run to the moment the check starts. */
async function openAndRunCheck(page: Page, open: () => Promise<unknown>) {
  await open();
  // The check's timer is set when the root renders, which waits for the agency: set once the network is idle.
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(FINGERPRINT_DELAY_MS);
}

test("the device fingerprint is sent once a day and remembered per agent id", async ({ page, request }) => {
  const calls: string[] = [];
  page.on("request", (sent) => {
    if (isFingerprintCall(sent.url(), sent.method())) calls.push(sent.url());
  });
  await page.clock.install();
  await page.addInitScript(probeFingerprint);
  const answered = page.waitForResponse((response) =>
    isFingerprintCall(response.url(), response.request().method()),
  );
  await openAndRunCheck(page, () => page.goto("/"));
  expect((await answered).status()).toBe(200);

  const { data } = (await (await request.get("/api/v2/agency/info")).json()) as { data: AgencyInfo };
  const readStored = () =>
    page.evaluate(
      (agentId) => JSON.parse(localStorage.getItem(`fingerprint:${agentId}`) ?? "null"),
      data.agency.id,
    );
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  // Stored once the answer is read, which may wait for its schema's code: a moment after it arrives.
  await expect
    .poll(readStored)
    .toMatchObject({ date: today, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
  const stored = await readStored();

  // The same day on the same device: the check runs and sends nothing.
  await openAndRunCheck(page, () => page.reload());
  await expect.poll(async () => (await probeOf(page)).checks).toBe(1);
  expect((await probeOf(page)).sends).toBe(0);
  expect(calls).toHaveLength(1);

  // A fingerprint stored on another day is sent again.
  const key = `fingerprint:${data.agency.id}`;
  const yesterdays = JSON.stringify({ ...stored, date: "2000-01-01" });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key, value: yesterdays });
  const sentAgain = page.waitForResponse((response) =>
    isFingerprintCall(response.url(), response.request().method()),
  );
  await openAndRunCheck(page, () => page.reload());
  expect((await sentAgain).status()).toBe(200);
  expect(calls).toHaveLength(2);
});
