import type * as Contract from "@kham/contract";
import { type ErrorCode, isErrorCode } from "@kham/contract";
import type { z } from "zod";
import { loginHref } from "./safe-redirect";

export const API_BASE = "/api";

/** Calls whose 401 means "not logged in" to the caller, not "send the browser to /login". */
const unauthenticatedAllowed = new Set(["/v2/players/info", "/v2/agency/info"]);

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** How long the server asked the caller to wait before trying again (Retry-After), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For a call whose 401 the caller handles itself (e.g. a best-effort logout). */
  skipLoginRedirect?: boolean;
  /** Where a 401 sends the browser: the player's /login unless told (the back office has its own). */
  loginPath?: string;
}

/**
 * Picks the schema of a call's answer (the envelope's `data`) from the contract, e.g.
 * `(contract) => contract.depositOrderSchema.array()`. A function rather than the schema itself, so
 * production builds, which never call it, carry neither the schemas nor zod.
 */
export type AnswerSchema<S extends z.ZodType> = (contract: typeof Contract) => S;

/** Answers whether the tab may leave for the login screen (see onPlayerSessionEnd). */
type SessionEndListener = () => boolean;

const sessionEndListeners = new Set<SessionEndListener>();

/**
 * Calls `listener` when a call finds the player's session ran out, just before this tab leaves for
 * the login screen (the player area tells the browser's other tabs). A listener that answers false
 * keeps the tab where it is: it is leaving by itself already (the player's own logout, whose end of
 * the session this 401 only met). Answers the unsubscribe.
 */
export function onPlayerSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * A 401 from a call that needs a player means the session ran out under them: the player's app goes
 * to /login saying so, and comes back here after login. A caller with its own login page goes there.
 */
function sendToLogin(loginPath: string | undefined): void {
  const { pathname, search } = window.location;
  if (pathname === (loginPath ?? "/login")) return;
  if (loginPath !== undefined) {
    window.location.assign(loginPath);
    return;
  }
  let leave = true;
  for (const listener of sessionEndListeners) if (listener() === false) leave = false;
  if (leave) window.location.assign(loginHref({ redirect: pathname + search, session: "ended" }));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status === 400) return "VALIDATION_ERROR";
  return "INTERNAL";
}

/** Retry-After as a number of seconds; the server never sends its other form, a date. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let answerChecker: Promise<typeof import("./check-answer")> | undefined;

/**
 * Calls the API under /api with cookies and JSON, answers the envelope's `data` or throws an ApiError.
 * In development and tests the answer is checked against its contract schema (a ResponseShapeError
 * when it does not fit); production builds trust the server, whose routes serialise with the same
 * schemas.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  answer: AnswerSchema<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const method = options.method ?? "GET";
  // Body-less POSTs still send `{}` so they pass the server's JSON content-type CSRF check.
  const body = method === "GET" ? undefined : JSON.stringify(options.body ?? {});
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    credentials: "include",
    // A GET carries no body, so no Content-Type: it then matches the <link rel=preload> in index.html.
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    },
    body,
    signal: options.signal,
  });
  const payload = (await readJson(response)) as
    | { data?: unknown; error?: Record<string, unknown> }
    | undefined;

  if (!response.ok) {
    if (response.status === 401 && !unauthenticatedAllowed.has(path) && !options.skipLoginRedirect)
      sendToLogin(options.loginPath);
    const error = payload?.error;
    const code = isErrorCode(error?.code) ? error.code : codeForStatus(response.status);
    const message = typeof error?.message === "string" ? error.message : response.statusText || code;
    const fields =
      error?.fields && typeof error.fields === "object"
        ? (error.fields as Record<string, string>)
        : undefined;
    throw new ApiError(response.status, code, message, fields, retryAfterOf(response));
  }
  if (import.meta.env.DEV || import.meta.env.MODE === "test") {
    answerChecker ??= import("./check-answer");
    const { checkAnswer } = await answerChecker;
    return checkAnswer(`${method} ${path}`, response.status, answer, payload?.data);
  }
  return payload?.data as z.output<S>;
}

type CallOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <S extends z.ZodType>(path: string, answer: AnswerSchema<S>, options?: CallOptions) =>
    apiRequest(path, answer, { ...options, method: "GET" }),
  post: <S extends z.ZodType>(path: string, body: unknown, answer: AnswerSchema<S>, options?: CallOptions) =>
    apiRequest(path, answer, { ...options, method: "POST", body }),
};
