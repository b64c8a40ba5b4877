import * as contract from "@kham/contract";
import type { z } from "zod";
import { type AnswerSchema, ApiError } from "./api-client";

/** Stops a bad answer where it arrives instead of as `undefined` on a screen later. */
export class ResponseShapeError extends ApiError {
  readonly call: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(call: string, status: number, issues: readonly z.core.$ZodIssue[]) {
    const problems = issues.map((issue) => `${issue.path.join(".") || "(data)"}: ${issue.message}`);
    super(status, "INTERNAL", `${call} answered a shape its contract does not allow: ${problems.join("; ")}`);
    this.name = "ResponseShapeError";
    this.call = call;
    this.issues = issues;
  }
}

/** Parses a call's answer with its contract schema; loaded only in development and tests. */
export function checkAnswer<S extends z.ZodType>(
  call: string,
  status: number,
  answer: AnswerSchema<S>,
  data: unknown,
): z.output<S> {
  const result = answer(contract).safeParse(data);
  if (!result.success) throw new ResponseShapeError(call, status, result.error.issues);
  return result.data;
}
