import { z } from "zod";

/* Telegram's Bot API, the one call staff alerts make: sendMessage. The token is in the URL's path. */

export type SendFailure =
  | "BAD_TOKEN"
  | "CHAT_NOT_FOUND"
  | "BOT_NOT_IN_CHAT"
  | "RATE_LIMITED"
  | "UNREACHABLE"
  | "REFUSED";

export type SendResult =
  | { ok: true; messageId: number }
  | {
      ok: false;
      failure: SendFailure;
      /** Telegram's error code (0 when no answer came), for the log. */
      status: number;
      /** Telegram's description, with the token and anything like one removed. */
      description: string;
      /** Seconds Telegram asks to wait before the next message (429). */
      retryAfter?: number;
    };

export interface SendMessageInput {
  baseUrl: string;
  token: string;
  chatId: string;
  text: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const answerSchema = z.union([
  z.object({ ok: z.literal(true), result: z.object({ message_id: z.number() }).loose() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number(),
    description: z.string().default(""),
    parameters: z.object({ retry_after: z.number().optional() }).loose().optional(),
  }),
]);

const TOKEN_LIKE = /\d{3,20}:[A-Za-z0-9_-]{20,100}/g;

/** Whatever Telegram or the network says may echo the URL: nothing token-like leaves this file. */
export function redact(text: string, token: string): string {
  const cleared = token === "" ? text : text.split(token).join("[token]");
  return cleared.replace(TOKEN_LIKE, "[token]").slice(0, 300);
}

function failureOf(status: number, description: string): SendFailure {
  if (status === 401 || status === 404) return "BAD_TOKEN";
  if (status === 429) return "RATE_LIMITED";
  if (status === 403) return "BOT_NOT_IN_CHAT";
  if (status === 400 && /chat not found/i.test(description)) return "CHAT_NOT_FOUND";
  if (status >= 500) return "UNREACHABLE";
  return "REFUSED";
}

/** Never throws: every outcome is a SendResult, already redacted. */
export async function sendMessage(input: SendMessageInput): Promise<SendResult> {
  const call = input.fetch ?? fetch;
  let response: Response;
  try {
    response = await call(`${input.baseUrl}/bot${input.token}/sendMessage`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chat_id: input.chatId, text: input.text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, failure: "UNREACHABLE", status: 0, description: redact(message, input.token) };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = answerSchema.safeParse(body);
  if (parsed.success && parsed.data.ok) return { ok: true, messageId: parsed.data.result.message_id };
  const status = parsed.success && !parsed.data.ok ? parsed.data.error_code : response.status;
  const description = parsed.success && !parsed.data.ok ? parsed.data.description : `HTTP ${response.status}`;
  const retryAfter = parsed.success && !parsed.data.ok ? parsed.data.parameters?.retry_after : undefined;
  return {
    ok: false,
    failure: failureOf(status, description),
    status,
    description: redact(description, input.token),
    ...(retryAfter !== undefined && { retryAfter }),
  };
}
