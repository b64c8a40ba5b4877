import type * as Contract from "@kham/contract";
import { type ErrorCode, SHOWN_PLAYER_HEADER } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { NetworkError, reportNetworkError } from "./network";
import { isLeaving, leaving, shownPlayerId, tellOtherTabs } from "./player-session";
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
  /** What the player can act on, for some codes (a limit's `allowed` and `freesAt`, an exclusion's `until`). */
  readonly details: Record<string, string | null> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
    details?: Record<string, string | null>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
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
  /** The query client whose query makes the call: its page's fetch sends it, if it has one (callThrough). */
  client?: QueryClient;
}

/** A query's call as its function makes it: the client it runs for (a query function's own `client`). */
export interface Caller {
  client?: QueryClient;
}

/** How a page's calls reach the API: `fetch`'s shape, for a path under /api. */
export type PageFetch = (url: string, init: RequestInit) => Promise<Response>;

const pageFetches = new WeakMap<QueryClient, PageFetch>();

/** Sends `client`'s query calls through `fetch` (a server page's); they leave the browser's state alone. */
export function callThrough(client: QueryClient, fetch: PageFetch): void {
  pageFetches.set(client, fetch);
}

/** A function, not the schema, so production builds carry neither the schemas nor zod. */
export type AnswerSchema<S extends z.ZodType> = (contract: typeof Contract) => S;

/** A 401 on a player's call sends the browser to /login, which comes back here after login. */
function sendToLogin(code: ErrorCode, loginPath: string | undefined): void {
  const { pathname, search } = window.location;
  if (pathname === (loginPath ?? "/login")) return;
  if (loginPath !== undefined) {
    window.location.assign(loginPath);
    return;
  }
  if (isLeaving()) return;
  leaving();
  const ended = code === "SESSION_ENDED";
  window.location.assign(loginHref({ redirect: pathname + search, ...(ended ? { session: "ended" } : {}) }));
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

let errorCodes: Promise<typeof import("./error-codes")> | undefined;

/** The refusal's code; the contract's list loads with the first refusal, which most visits never get. */
async function codeOf(value: unknown, status: number): Promise<ErrorCode> {
  errorCodes ??= import("./error-codes");
  try {
    const { isErrorCode } = await errorCodes;
    return isErrorCode(value) ? value : codeForStatus(status);
  } catch {
    // Its file is gone (a deploy since this page loaded): the status still says what happened.
    errorCodes = undefined;
    return codeForStatus(status);
  }
}

/** What a refused call means to this tab and the others. */
function tellTheBrowser(path: string, status: number, code: ErrorCode, options: RequestOptions): void {
  // The other tabs share the cookie, and so the end (unless this tab is leaving by itself).
  if (code === "SESSION_ENDED" && !isLeaving()) tellOtherTabs("ended");
  if (code === "PLAYER_CHANGED" && !isLeaving()) {
    leaving();
    window.location.reload();
  }
  if (status === 401 && !unauthenticatedAllowed.has(path) && !options.skipLoginRedirect)
    sendToLogin(code, options.loginPath);
}

/** Calls the page preloads: a header of their own would keep them from matching the preload. */
const PRELOADED = new Set(["/v2/agency/info", "/v2/players/info"]);

/** The player this tab shows, so that a session now another player's is refused (PLAYER_CHANGED). */
function shownPlayerHeader(path: string): Record<string, string> {
  const player = PRELOADED.has(path) ? undefined : shownPlayerId();
  return player === undefined ? {} : { [SHOWN_PLAYER_HEADER]: player };
}

/** Calls /api with cookies and JSON; answers are checked against the contract outside production. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  answer: AnswerSchema<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const method = options.method ?? "GET";
  const pageFetch = options.client === undefined ? undefined : pageFetches.get(options.client);
  // On the server only a page's own calls reach the API (a guard's logout, say, is the browser's).
  if (pageFetch === undefined && typeof window === "undefined")
    throw new Error(`${method} ${path} is made in the browser, not in the server's render`);
  const inBrowser = pageFetch === undefined;
  // Body-less POSTs still send `{}` so they pass the server's JSON content-type CSRF check.
  const body = method === "GET" ? undefined : JSON.stringify(options.body ?? {});
  let response: Response;
  try {
    response = await (pageFetch ?? fetch)(`${API_BASE}${path}`, {
      method,
      credentials: "include",
      // A GET carries no body, so no Content-Type: it then matches the <link rel=preload> in index.html.
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(inBrowser ? shownPlayerHeader(path) : {}),
        ...options.headers,
      },
      body,
      signal: options.signal,
    });
  } catch (error) {
    // fetch rejects with a TypeError only when no answer came; an abort is a DOMException.
    if (!inBrowser || !(error instanceof TypeError)) throw error;
    reportNetworkError();
    throw new NetworkError(error);
  }
  const payload = (await readJson(response)) as
    | { data?: unknown; error?: Record<string, unknown> }
    | undefined;

  if (!response.ok) {
    const error = payload?.error;
    const code = await codeOf(error?.code, response.status);
    if (inBrowser) tellTheBrowser(path, response.status, code, options);
    const message = typeof error?.message === "string" ? error.message : response.statusText || code;
    const fields =
      error?.fields && typeof error.fields === "object"
        ? (error.fields as Record<string, string>)
        : undefined;
    const details =
      error?.details && typeof error.details === "object"
        ? (error.details as Record<string, string | null>)
        : undefined;
    throw new ApiError(response.status, code, message, fields, retryAfterOf(response), details);
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
  put: <S extends z.ZodType>(path: string, body: unknown, answer: AnswerSchema<S>, options?: CallOptions) =>
    apiRequest(path, answer, { ...options, method: "PUT", body }),
};
