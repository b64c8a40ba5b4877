/** Stable error codes of the API. The server maps each to its HTTP status, the web app to a translated message. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 400,
  /** A staff member's authenticator code that already completed a login: each code is good once. */
  TOTP_CODE_USED: 400,
  PASSWORD_INCORRECT: 400,
  /** No session: the call carried no session cookie. */
  UNAUTHENTICATED: 401,
  /** A cookie that resumes no live session: the player's app says the session ended. */
  SESSION_ENDED: 401,
  /** The tab shows another player than the session's: another tab logged in as someone else. */
  PLAYER_CHANGED: 409,
  CSRF_REJECTED: 403,
  PLAYER_BLOCKED: 403,
  /** A player in a cool-off or self-exclusion; `details.until` is when it ends (null: permanent). */
  SELF_EXCLUDED: 403,
  /** A staff call outside the caller's role, or on an agency that is not theirs. */
  FORBIDDEN: 403,
  AGENCY_NOT_FOUND: 404,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  BANK_ACCOUNT_EXISTS: 409,
  ACCOUNT_IN_USED: 409,
  OPEN_ORDER: 409,
  /** Staff approving or rejecting an order that is finished, or whose credit has not left the provider yet. */
  ORDER_NOT_OPEN: 409,
  /** Staff resolving an unmatched payment, or retrying or giving up a job, that is no longer waiting for them. */
  ALREADY_RESOLVED: 409,
  /** The provider has a transfer under the order's reference: money may have moved, so it is not failed. */
  TRANSFER_EXISTS: 409,
  /** Staff giving up a job that died moments ago: its last call may still reach the provider. */
  JOB_TOO_RECENT: 409,
  /** Staff recording a transfer as done that the provider, asked by its reference, says it does not have. */
  TRANSFER_NOT_FOUND: 409,
  /** Confirming a limit raise that is not pending, still inside its 24 hours, or past its 7 days. */
  LIMIT_CHANGE_NOT_READY: 409,
  /** An owner switching a provider's account while transfer jobs of it are not done: they would ask the wrong one. */
  PROVIDER_BUSY: 409,
  /** A backup asked of a server on PostgreSQL: that database is backed up with its own tools (pg_dump). */
  BACKUP_UNAVAILABLE: 409,
  /** Staff giving up a transfer at a provider that cannot be asked for it, without confirming they checked its report. */
  PROVIDER_CHECK_REQUIRED: 422,
  ACCOUNT_NOT_FOUND: 422,
  /** A deposit that would pass the player's own limit; `details: {allowed, freesAt}`. */
  DEPOSIT_LIMIT_REACHED: 422,
  /** A deposit while the period's loss has reached the player's loss limit; `details: {freesAt}`. */
  LOSS_LIMIT_REACHED: 422,
  /** Staff may only tighten a player's limit, never loosen or remove it. */
  LIMIT_NOT_TIGHTER: 422,
  AMOUNT_OUT_OF_RANGE: 422,
  INSUFFICIENT_CREDIT: 422,
  CREDIT_LIMIT: 422,
  BANK_ACCOUNT_REQUIRED: 422,
  NO_CREDIT: 422,
  PROMOTION_ONLY_FOR_FIRST_ORDER: 422,
  CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN: 422,
  PROMOTION_ALREADY_USED: 422,
  PROMOTION_USAGE: 422,
  PROMOTION_INACTIVE: 422,
  PROMOTION_CREDIT_USED: 422,
  PROMOTION_AMOUNT_MISMATCH: 422,
  PROMOTION_REQUIREMENT_NOT_MET: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A game provider did not answer a question a staff action depends on; nothing changed. */
  PROVIDER_UNAVAILABLE: 503,
  /** The agency's payment gateway did not answer or refused our key: no order was made, nothing was charged. */
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  /** A provider's games cannot be opened from this site (not connected here, or closed for now). */
  GAME_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorStatus, value);
}

/** The body of every failed call: `{"error": {...}}` (its schema is errorBodySchema in http.ts). */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Only on VALIDATION_ERROR: field path → reason. */
    fields?: Record<string, string>;
    /** Only on some codes (DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED, SELF_EXCLUDED): what the player can act on. */
    details?: Record<string, string | null>;
  };
}

/** The body of every successful call. */
export interface ApiSuccess<T> {
  data: T;
}
