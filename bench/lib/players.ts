// Set-up the benchmarks share (never timed): players made through the app's own API.
import { randomBytes } from "node:crypto";
import { isPlausibleAccountNumber } from "@kham/contract";

export const BENCH_PASSWORD = "bench password";
const FINGERPRINT = "bench-device";

export interface BenchPlayer {
  username: string;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
}

/** One call of the app's API; anything but 2xx is thrown, since set-up must not half-work. */
export async function callApi(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const response = await fetch(origin + path, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      "x-fingerprint": FINGERPRINT,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return { response, data: (JSON.parse(text) as { data: unknown }).data };
}

function accountNumber(): string {
  for (;;) {
    const digits = Array.from(randomBytes(13), (byte) => String(byte % 10)).join("");
    if (isPlausibleAccountNumber(digits)) return digits;
  }
}

/** A registered player with a session and a bank account, ready to deposit. */
export async function registerPlayer(origin: string, prefix = "bench"): Promise<BenchPlayer> {
  const username = `${prefix}${randomBytes(4).toString("hex")}`;
  const { response } = await callApi(origin, "/api/v2/players/register", {
    method: "POST",
    body: {
      username,
      password: BENCH_PASSWORD,
      confirmPassword: BENCH_PASSWORD,
      fingerprint: FINGERPRINT,
      ageConfirmed: true,
    },
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  await callApi(origin, "/api/v2/players/bank-accounts", {
    method: "POST",
    cookie,
    body: { bankCode: "BCEL", accountNumber: accountNumber(), accountName: "BENCH PLAYER", currency: "LAK" },
  });
  return { username, cookie };
}

/** The body of a deposit the seeded agency accepts (66,000 kip = 100 credit at its rate). */
export async function depositBody(origin: string) {
  const { data } = await callApi(origin, "/api/v2/payment-methods");
  const method = (data as { mid: string; currency: string; isEnabled: boolean }[]).find(
    (candidate) => candidate.currency === "LAK" && candidate.isEnabled,
  );
  if (!method) throw new Error("the seeded agency has no LAK payment method");
  return { provider: "alphabet", mid: method.mid, currency: "LAK", amount: "66000" };
}
