import { type ErrorCode, errorStatus } from "@kham/contract";

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: "The request is not valid",
  INVALID_CREDENTIALS: "The username or password is incorrect",
  PASSWORD_INCORRECT: "The current password is incorrect",
  UNAUTHENTICATED: "Please log in",
  SESSION_ENDED: "Your session has ended, please log in again",
  CSRF_REJECTED: "The request was refused by the cross-site request checks",
  AGENCY_NOT_FOUND: "No agency is served on this host",
  NOT_FOUND: "Not found",
  USERNAME_TAKEN: "The username is already taken",
  RATE_LIMITED: "Too many requests, please try again later",
  INTERNAL: "Something went wrong on our side",
};

/** A failure the player or operator can act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, string | null> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    fields?: Record<string, string>,
    details?: Record<string, string | null>,
  ) {
    super(message ?? defaultMessages[code] ?? code);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
    this.details = details;
    this.statusCode = errorStatus[code];
  }
}

/** 429 RATE_LIMITED; the answer tells the caller when to come back in a Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("RATE_LIMITED");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
