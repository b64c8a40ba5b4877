import type { StaffRole } from "@kham/contract";
import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { staff, staffSessions } from "../../db/schema/staff.ts";
import type { TestApp } from "../../test/helper.ts";
import { ADMIN_TOKEN, get, post } from "../../test/helper.ts";

export const STAFF_PASSWORD = "a long staff password";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let made = 0;

/** `name=value` of the staff cookie the answer sets (`__Host-kham_staff` over HTTPS), for a Cookie header. */
export function staffCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => /^(__Host-)?kham_staff$/.test(candidate.name));
  if (!cookie?.value) throw new Error(`no staff cookie (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/** A staff account made with the admin token, as `npm run admin -- staff:create` does. */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  options: { agency?: string; platform?: boolean } = {},
): Promise<string> {
  made += 1;
  const username = `${role}.${made}.${Math.random().toString(36).slice(2, 6)}`;
  const response = await post(
    t.app,
    `/api/admin/v1/agencies/${options.agency ?? "demo"}/staff`,
    { username, role, password: STAFF_PASSWORD, ...(options.platform ? { platform: true } : {}) },
    { headers: admin },
  );
  if (response.statusCode !== 201) throw new Error(`staff: ${response.statusCode} ${response.body}`);
  return username;
}

const STEP_MS = 30_000;

/** The 30-second TOTP step of the app's clock. */
export function stepOf(t: TestApp): number {
  return Math.floor(t.clock.now().getTime() / STEP_MS);
}

/** The authenticator app's code of a secret for a step (the app's clock's by default). */
export function codeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * (STEP_MS / 1000) });
}

/** The authenticator app's code for a secret at the app's clock. */
export function codeFor(t: TestApp, secret: string): Promise<string> {
  return codeAt(secret, stepOf(t));
}

/** A 6-digit code the secret does not give in any step the server accepts now (this one, or one either side). */
export async function wrongCodeFor(t: TestApp, secret: string): Promise<string> {
  const step = stepOf(t);
  const right = await Promise.all([step - 1, step, step + 1].map((near) => codeAt(secret, near)));
  for (let guess = 0; ; guess++) {
    const code = String(guess).padStart(6, "0");
    if (!right.includes(code)) return code;
  }
}

/** The step of the last code staffLogin gave, per secret: a code is good once. */
const usedSteps = new Map<string, number>();

/** Moves the app's clock to the next step when this one's code was already given for the secret. */
export function nextUnusedStep(t: TestApp, secret: string): void {
  const used = usedSteps.get(secret);
  if (used !== undefined && stepOf(t) <= used) t.clock.set(new Date((used + 1) * STEP_MS));
}

/** Logs in with the password and the TOTP code, enrolling at the first login; answers the cookie. */
export async function staffLogin(t: TestApp, username: string, secrets: Map<string, string>) {
  const known = secrets.get(username);
  // Before the password, so the session's clock starts where the caller expects it to.
  if (known !== undefined) nextUnusedStep(t, known);
  const first = await post(t.app, "/api/admin/v1/auth/login", { username, password: STAFF_PASSWORD });
  if (first.statusCode !== 200) throw new Error(`staff login: ${first.statusCode} ${first.body}`);
  const cookie = staffCookie(first);
  const answer = first.json().data as { step: string; secret?: string };
  if (answer.step === "enroll") secrets.set(username, answer.secret!);
  const secret = secrets.get(username)!;
  const code = await codeFor(t, secret);
  const second = await post(t.app, "/api/admin/v1/auth/totp", { code }, { cookie });
  if (second.statusCode !== 200) throw new Error(`staff totp: ${second.statusCode} ${second.body}`);
  usedSteps.set(secret, stepOf(t));
  return cookie;
}

export function staffGet(t: TestApp, cookie: string, url: string) {
  return get(t.app, url, { cookie });
}

/** How many sessions a staff member has in the database, live or not. */
export async function staffSessionCount(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ sessions: count() })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staff.username, username));
  return row?.sessions ?? 0;
}
