import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { z } from "zod";

/*
 * A fake of Telegram's Bot API `sendMessage`, in memory, answering as Telegram does; control routes under
 * /__fake register bots and chats, fail, slow down or rate-limit the next messages, and list what arrived.
 */

/** A token the fake knows from the start (BotFather's shape: the bot's id, a colon, its secret). */
export const FAKE_TELEGRAM_TOKEN = "123456789:AAFakeTelegramToken-0123456789abcdef";
/** A group the fake bot is in from the start. */
export const FAKE_TELEGRAM_CHAT = "-1001000000001";

export interface ReceivedMessage {
  messageId: number;
  chatId: string;
  text: string;
  at: string;
}

const sendBody = z.object({ chat_id: z.union([z.string(), z.number()]), text: z.string() }).loose();
const botBody = z.object({ token: z.string().min(1) });
const chatBody = z.object({
  chatId: z.union([z.string(), z.number()]),
  botIsMember: z.boolean().default(true),
});
const countBody = z.object({ count: z.number().int().min(0).max(1000) });
const rateLimitBody = countBody.extend({ retryAfter: z.number().int().min(1).max(3600) });
const slowBody = z.object({ ms: z.number().int().min(0).max(600_000) });

export interface FakeTelegram {
  app: FastifyInstance;
  /** Its address, like http://127.0.0.1:5900 */
  url: string;
  /** Every message it accepted, oldest first. */
  messages: ReceivedMessage[];
  /** Every sendMessage call, answered or not, oldest first. */
  calls: { token: string; chatId: string; status: number }[];
  addBot(token: string): void;
  addChat(chatId: string, options?: { botIsMember?: boolean }): void;
  /** The next `count` messages are answered 500. */
  failNext(count: number): void;
  /** The next `count` messages are answered 429 with `retry_after`. */
  rateLimitNext(count: number, retryAfter: number): void;
  /** Every answer waits this long first (0: none). */
  slow(ms: number): void;
  /** Back to the one bot and chat it starts with, nothing received, nothing injected. */
  reset(): void;
  close(): Promise<void>;
}

function refusal(reply: FastifyReply, code: number, description: string, retryAfter?: number) {
  return reply.code(code).send({
    ok: false,
    error_code: code,
    description,
    ...(retryAfter !== undefined && { parameters: { retry_after: retryAfter } }),
  });
}

export async function startFakeTelegram(
  options: { port?: number; host?: string; now?: () => Date } = {},
): Promise<FakeTelegram> {
  const now = options.now ?? (() => new Date());
  // A slow answer must not keep close() waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const messages: ReceivedMessage[] = [];
  const calls: FakeTelegram["calls"] = [];
  const bots = new Set<string>();
  const chats = new Map<string, { botIsMember: boolean }>();
  let failing = 0;
  let limited = 0;
  let retryAfter = 1;
  let delayMs = 0;
  let messageId = 1;

  function reset() {
    messages.length = 0;
    calls.length = 0;
    bots.clear();
    chats.clear();
    bots.add(FAKE_TELEGRAM_TOKEN);
    chats.set(FAKE_TELEGRAM_CHAT, { botIsMember: true });
    failing = 0;
    limited = 0;
    delayMs = 0;
  }
  reset();

  app.post<{ Params: { token: string } }>("/bot:token/sendMessage", async (request, reply) => {
    const token = request.params.token;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const parsed = sendBody.safeParse(request.body);
    const chatId = parsed.success ? String(parsed.data.chat_id) : "";
    const answer = (status: number) => calls.push({ token, chatId, status });
    if (!bots.has(token)) {
      answer(401);
      return refusal(reply, 401, "Unauthorized");
    }
    if (failing > 0) {
      failing--;
      answer(500);
      return refusal(reply, 500, "Internal Server Error");
    }
    if (limited > 0) {
      limited--;
      answer(429);
      return refusal(reply, 429, `Too Many Requests: retry after ${retryAfter}`, retryAfter);
    }
    if (!parsed.success) {
      answer(400);
      return refusal(reply, 400, "Bad Request: message text is empty");
    }
    if (parsed.data.text.length === 0 || parsed.data.text.length > 4096) {
      answer(400);
      return refusal(
        reply,
        400,
        parsed.data.text.length === 0
          ? "Bad Request: message text is empty"
          : "Bad Request: message is too long",
      );
    }
    const chat = chats.get(chatId);
    if (chat === undefined) {
      answer(400);
      return refusal(reply, 400, "Bad Request: chat not found");
    }
    if (!chat.botIsMember) {
      answer(403);
      return refusal(reply, 403, "Forbidden: bot is not a member of the group chat");
    }
    answer(200);
    const message = { messageId: messageId++, chatId, text: parsed.data.text, at: now().toISOString() };
    messages.push(message);
    const botId = Number(token.split(":")[0]);
    return {
      ok: true,
      result: {
        message_id: message.messageId,
        from: { id: botId, is_bot: true, first_name: "Kham alerts", username: "kham_alerts_bot" },
        chat: {
          id: /^-?\d+$/.test(chatId) ? Number(chatId) : chatId,
          title: "Kham staff",
          type: "supergroup",
        },
        date: Math.floor(now().getTime() / 1000),
        text: message.text,
      },
    };
  });

  app.post("/__fake/bots", async (request) => {
    const { token } = botBody.parse(request.body);
    bots.add(token);
    return { token };
  });
  app.post("/__fake/chats", async (request) => {
    const { chatId, botIsMember } = chatBody.parse(request.body);
    chats.set(String(chatId), { botIsMember });
    return { chatId: String(chatId), botIsMember };
  });
  app.post("/__fake/fail", async (request) => {
    failing = countBody.parse(request.body).count;
    return { failing };
  });
  app.post("/__fake/rate-limit", async (request) => {
    const body = rateLimitBody.parse(request.body);
    limited = body.count;
    retryAfter = body.retryAfter;
    return { limited, retryAfter };
  });
  app.post("/__fake/slow", async (request) => {
    delayMs = slowBody.parse(request.body).ms;
    return { ms: delayMs };
  });
  app.get("/__fake/messages", async () => messages);
  app.post("/__fake/reset", async () => {
    reset();
    return { reset: true };
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? "127.0.0.1" });
  return {
    app,
    url: address,
    messages,
    calls,
    addBot: (token) => bots.add(token),
    addChat: (chatId, chatOptions = {}) =>
      chats.set(chatId, { botIsMember: chatOptions.botIsMember ?? true }),
    failNext(count) {
      failing = count;
    },
    rateLimitNext(count, seconds) {
      limited = count;
      retryAfter = seconds;
    },
    slow(ms) {
      delayMs = ms;
    },
    reset,
    close: () => app.close(),
  };
}
