import { type ErrorCode, isErrorCode } from "@kham/contract";

export const API_BASE = "/api";

/** Calls whose 401 means "not logged in" to the caller, not "send the browser to /login". */
const unauthenticatedAllowed = new Set(["/v2/players/info", "/v2/agency/info"]);

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
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
}

function sendToLogin(): void {
  if (window.location.pathname !== "/login") window.location.assign("/login");
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status === 400) return "VALIDATION_ERROR";
  return "INTERNAL";
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

/** Calls the API under /api with cookies and JSON, answers the envelope's `data` or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
      sendToLogin();
    const error = payload?.error;
    const code = isErrorCode(error?.code) ? error.code : codeForStatus(response.status);
    const message = typeof error?.message === "string" ? error.message : response.statusText || code;
    const fields =
      error?.fields && typeof error.fields === "object"
        ? (error.fields as Record<string, string>)
        : undefined;
    throw new ApiError(response.status, code, message, fields);
  }
  return payload?.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
};
