import type { ApiErrorBody } from "@kham/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, RateLimitedError } from "../errors.ts";

/** A zod issue message that is already a translation key is passed on; anything else gets a generic key. */
function fieldReason(message: string, code: string): string {
  if (/^[a-z][a-z0-9_.]*$/.test(message)) return message;
  return code === "unrecognized_keys" ? "validation.unknown_field" : "validation.invalid";
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const where = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === "unrecognized_keys" && Array.isArray(keys)) {
      for (const key of keys) fields[where ? `${where}.${key}` : String(key)] = "validation.unknown_field";
      continue;
    }
    const name = where || "body";
    fields[name] ??= fieldReason(issue.message ?? "", issue.keyword);
  }
  return fields;
}

/** Maps every failure to the error envelope `{"error": {code, message, fields?, details?}}`; nothing of a 5xx reaches the client. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError("VALIDATION_ERROR", undefined, validationFields(error));
  }
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return new AppError("VALIDATION_ERROR", "The URL is not valid");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return new AppError("VALIDATION_ERROR", "The URL is too long");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("VALIDATION_ERROR", "The request body is too large");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("VALIDATION_ERROR", "The request body is not valid JSON");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("VALIDATION_ERROR", "The request body cannot be read");
  }
  if (error.statusCode === 429) return new AppError("RATE_LIMITED");
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("VALIDATION_ERROR", "The request is not valid");
  }
  return undefined;
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // An error envelope is data wherever it is answered.
      request.answersData = true;
      const appError = toAppError(error);
      if (appError === undefined) {
        request.log.error({ err: error }, "request failed");
        const body: ApiErrorBody = {
          error: { code: "INTERNAL", message: "Something went wrong on our side" },
        };
        return reply.code(500).type("application/json").send(body);
      }
      if (appError.statusCode >= 500) request.log.error({ err: error }, "request failed");
      if (appError instanceof RateLimitedError)
        reply.header("retry-after", String(Math.max(1, Math.ceil(appError.retryAfterSeconds))));
      const body: ApiErrorBody = {
        error: {
          code: appError.code,
          message: appError.message,
          ...(appError.fields ? { fields: appError.fields } : {}),
          ...(appError.details ? { details: appError.details } : {}),
        },
      };
      return reply.code(appError.statusCode).type("application/json").send(body);
    });
  },
  { name: "errors" },
);
