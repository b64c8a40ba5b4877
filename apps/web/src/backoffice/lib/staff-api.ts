import type { z } from "zod";
import { type AnswerSchema, apiRequest, type RequestOptions } from "@/lib/api-client";
import { attentionHeaders } from "./attention";

/** The back office's own login page: a 401 from the staff API ends there, not at the player's. */
export const BACK_OFFICE_LOGIN = "/backoffice/login";

type CallOptions = Omit<RequestOptions, "method" | "body" | "loginPath">;

function call<S extends z.ZodType>(
  method: "GET" | "POST" | "PUT",
  path: string,
  answer: AnswerSchema<S>,
  body?: unknown,
  options?: CallOptions,
) {
  const headers = { ...attentionHeaders(), ...options?.headers };
  return apiRequest(`/admin/v1${path}`, answer, {
    ...options,
    headers,
    method,
    body,
    loginPath: BACK_OFFICE_LOGIN,
  });
}

/** The staff API (/api/admin/v1), answers checked against the contract in development and tests. */
export const staffApi = {
  get: <S extends z.ZodType>(path: string, answer: AnswerSchema<S>, options?: CallOptions) =>
    call("GET", path, answer, undefined, options),
  post: <S extends z.ZodType>(path: string, body: unknown, answer: AnswerSchema<S>, options?: CallOptions) =>
    call("POST", path, answer, body, options),
  put: <S extends z.ZodType>(path: string, body: unknown, answer: AnswerSchema<S>, options?: CallOptions) =>
    call("PUT", path, answer, body, options),
};

/** `/agencies/{agency}{rest}`, the agency's code escaped. */
export function agencyPath(agency: string, rest = ""): string {
  return `/agencies/${encodeURIComponent(agency)}${rest}`;
}

/** A query string of the defined values, e.g. `?page=2&status=OPEN` (empty when there are none). */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
