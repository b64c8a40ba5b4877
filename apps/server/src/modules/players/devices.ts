import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import {
  deleteDevices,
  deleteStaleDevices,
  findDevicePlayerId,
  insertDevice,
  touchDevice,
} from "./repository.ts";

/** A known device keeps a random token here, so guesses backing off the player's name never hold the owner back. */
const COOKIE = "kham_device";
const SECURE_COOKIE = "__Host-kham_device";
export const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
const TOKEN_LENGTH_MAX = 128;
/** A browser that drops its cookie is a new device at every login, so the oldest are forgotten past this. */
export const DEVICES_PER_PLAYER_MAX = 20;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

export function deviceCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_COOKIE : COOKIE;
}

/** The device token the browser presents, if it looks like one. */
export function readDeviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[deviceCookieName(request)];
  return token === undefined || token === "" || token.length > TOKEN_LENGTH_MAX ? undefined : token;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(deviceCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    maxAge: Math.floor(DEVICE_MAX_AGE_MS / 1000),
  });
}

/** 256 random bits; only the SHA-256 is stored, so a database leak reveals no device. */
function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

function hashDeviceToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function seenSince(now: Date): Date {
  return new Date(now.getTime() - DEVICE_MAX_AGE_MS);
}

/** Whether the token was issued to this player and used within the cookie's lifetime. */
export async function isKnownDevice(db: Db, playerId: string, token: string, now: Date): Promise<boolean> {
  return (await findDevicePlayerId(db, hashDeviceToken(token), seenSince(now))) === playerId;
}

/** Keeps the token when already this player's, else issues one; `known` saves asking isKnownDevice again. */
export async function rememberDevice(
  db: Db,
  playerId: string,
  presented: string | undefined,
  now: Date,
  known?: boolean,
): Promise<string> {
  if (presented !== undefined && (known ?? (await isKnownDevice(db, playerId, presented, now)))) {
    await touchDevice(db, hashDeviceToken(presented), now);
    return presented;
  }
  // Devices whose cookie has expired can never be presented again; the new one takes the last place.
  await deleteStaleDevices(db, playerId, seenSince(now), DEVICES_PER_PLAYER_MAX - 1);
  const token = newDeviceToken();
  await insertDevice(db, playerId, hashDeviceToken(token), now);
  return token;
}

/** After a password change: a device known before could be the one of whoever knew the old password. */
export function forgetDevices(db: Db, playerId: string): Promise<void> {
  return deleteDevices(db, playerId);
}
