import {
  type ChangePasswordBody,
  type LoginBody,
  normaliseUsername,
  type Player,
  type PlayerInfo,
  type Provider,
  providers,
  type RegisterBody,
} from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../password.ts";
import {
  chargeLoginAttempt,
  type LoginAddressBudget,
  playerAddressKey,
} from "../../plugins/login-address-budget.ts";
import { type LoginBackoff, loginBackoffKey } from "../../plugins/login-backoff.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import type { AppContext } from "../context.ts";
import { refuseIfExcluded } from "../protection/service.ts";
import { ensureProviderMember, listProviderMembers } from "../wallets/service.ts";
import { forgetDevices, isKnownDevice, rememberDevice } from "./devices.ts";
import {
  findPlayerByUsername,
  insertPlayer,
  type LiveSession,
  type SessionPlayer,
  setBlocked,
  updatePasswordHash,
  usernameExists,
} from "./repository.ts";
import { rotateAfterPasswordChange, startSession } from "./sessions.ts";

export function toPlayer(row: SessionPlayer): Player {
  return { id: row.id, username: row.username, displayName: row.displayName };
}

export async function isUsernameAvailable(db: Db, agencyId: string, username: string): Promise<boolean> {
  return !(await usernameExists(db, agencyId, username));
}

export async function registerPlayer(
  context: AppContext,
  agency: AgencyRow,
  body: RegisterBody,
  fingerprint: string,
) {
  const now = context.now();
  if (await usernameExists(context.db, agency.id, body.username)) throw new AppError("USERNAME_TAKEN");
  const passwordHash = await hashPassword(body.password);
  const { player, token, deviceToken } = await context.db.transaction(async (tx) => {
    const created = await insertPlayer(tx, {
      agencyId: agency.id,
      username: body.username,
      displayName: body.displayName ?? body.username,
      passwordHash,
      registerFingerprint: fingerprint,
      createdAt: now,
      passwordChangedAt: now,
      ageConfirmedAt: now,
    });
    // Two registrations of one name can both pass the check above; the unique index decides.
    if (created === undefined) throw new AppError("USERNAME_TAKEN");
    const started = await startSession(tx, agency.id, created.id, now);
    const deviceToken = await rememberDevice(tx, created.id, undefined, now);
    return { player: created, token: started.token, deviceToken };
  });
  // Provider accounts are external calls, so they run after the commit; credits retries any that fail.
  const results = await Promise.allSettled(
    providers.map((provider) => ensureProviderMember(context, agency, player, provider)),
  );
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") {
      context.log.warn({ err: result.reason, provider: providers[index] }, "provider member not created yet");
    }
  }
  return { player, token, deviceToken };
}

export interface LoginGuard {
  backoff: LoginBackoff;
  budget: LoginAddressBudget;
  /** The address the request is read as coming from (request.ip, through a trusted proxy). */
  address: string;
  /** The device cookie the browser presented, if any. */
  deviceToken: string | undefined;
}

export async function loginPlayer(
  context: AppContext,
  agency: AgencyRow,
  body: LoginBody,
  guard: LoginGuard,
) {
  const now = context.now();
  const username = normaliseUsername(body.username);
  const player = await findPlayerByUsername(context.db, agency.id, username);
  // Guesses from elsewhere spend the address's budget and back the name off; the owner's device is never held back.
  const knownDevice =
    player !== undefined &&
    guard.deviceToken !== undefined &&
    (await isKnownDevice(context.db, player.id, guard.deviceToken, now));
  const refund = knownDevice
    ? undefined
    : await chargeLoginAttempt(
        {
          budget: guard.budget,
          addressKey: playerAddressKey(agency.id, guard.address),
          backoff: guard.backoff,
          nameKey: loginBackoffKey(agency.id, username),
        },
        now,
      );
  const valid = player
    ? await verifyPassword(player.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (player === undefined || !valid) {
    context.metrics.loginFailures.inc({ audience: "player" });
    throw new AppError("INVALID_CREDENTIALS");
  }
  await refund?.();
  // Only after the password: a wrong one must not tell anyone the account is excluded.
  await refuseIfExcluded(context.db, player.id, now);
  // Written side by side: a login waiting on the database leaves an argon2 core idle.
  const [{ token }, deviceToken] = await Promise.all([
    startSession(context.db, agency.id, player.id, now),
    rememberDevice(context.db, player.id, guard.deviceToken, now, knownDevice),
  ]);
  return { player, token, deviceToken };
}

export async function changePassword(
  context: AppContext,
  player: SessionPlayer,
  session: LiveSession,
  body: ChangePasswordBody,
) {
  const now = context.now();
  // The session carries no password hash (every call reads the session): it is read here.
  const stored = await findPlayerByUsername(context.db, player.agencyId, player.username);
  if (stored === undefined) throw new AppError("SESSION_ENDED");
  if (!(await verifyPassword(stored.passwordHash, body.currentPassword)))
    throw new AppError("PASSWORD_INCORRECT");
  const passwordHash = await hashPassword(body.newPassword);
  return context.db.transaction(async (tx) => {
    await updatePasswordHash(tx, player.id, passwordHash, now);
    await forgetDevices(tx, player.id);
    return rotateAfterPasswordChange(tx, session, now);
  });
}

export async function playerInfo(db: Db, player: SessionPlayer): Promise<PlayerInfo> {
  // Oldest first, so each provider keeps its newest member: the wallet the agency switched to last.
  const latest = new Map(
    (await listProviderMembers(db, player.id)).map((member) => [member.provider, member]),
  );
  const members = [...latest.values()];
  const order = (provider: string) => providers.indexOf(provider as Provider);
  return {
    player: toPlayer(player),
    credential: {
      username: player.username,
      providers: members
        .sort((a, b) => order(a.provider) - order(b.provider))
        .map((member) => ({ provider: member.provider, username: member.memberUsername })),
    },
    bankAccounts: await listBankAccounts(db, player.id),
  };
}

/** The agency's player of that name, as staff type it (any case, spaces around). */
export function findAgencyPlayer(db: Db, agencyId: string, username: string) {
  return findPlayerByUsername(db, agencyId, normaliseUsername(username));
}

/** Staff block (or unblock) a player from promotions; answers who it was. */
export async function setPlayerBlocked(db: Db, agencyId: string, username: string, blocked: boolean) {
  const player = await findPlayerByUsername(db, agencyId, normaliseUsername(username));
  if (player === undefined) throw new AppError("NOT_FOUND", `No player ${username}`);
  await setBlocked(db, player.id, blocked);
  return { playerId: player.id, username: player.username, blocked };
}
