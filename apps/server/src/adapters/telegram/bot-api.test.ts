import { describe, expect, it } from "vitest";
import { redact, sendMessage } from "./bot-api.ts";

const TOKEN = "7012345678:AAH-real-looking-token-0123456789ab";

describe("the Bot API's sendMessage", () => {
  it("keeps the token, and anything shaped like one, out of what it says", () => {
    expect(redact(`Not Found: /bot${TOKEN}/sendMessage`, TOKEN)).toBe("Not Found: /bot[token]/sendMessage");
    expect(redact("other bot 555555555:AAAnotherTokenShape-abcdefghij gone", TOKEN)).toBe(
      "other bot [token] gone",
    );
    expect(redact("x".repeat(1000), TOKEN)).toHaveLength(300);
  });

  it("reads Telegram's refusals, and a network error, into failures without the token", async () => {
    const answering =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status });
    const send = (answer: typeof fetch) =>
      sendMessage({
        baseUrl: "https://api.telegram.org",
        token: TOKEN,
        chatId: "-100",
        text: "hi",
        timeoutMs: 1000,
        fetch: answer,
      });
    expect(
      await send(
        answering(429, {
          ok: false,
          error_code: 429,
          description: "Too Many Requests: retry after 12",
          parameters: { retry_after: 12 },
        }),
      ),
    ).toMatchObject({ ok: false, failure: "RATE_LIMITED", retryAfter: 12 });
    expect(
      await send(
        answering(403, {
          ok: false,
          error_code: 403,
          description: "Forbidden: bot was kicked from the group chat",
        }),
      ),
    ).toMatchObject({ ok: false, failure: "BOT_NOT_IN_CHAT" });
    expect(await send(answering(502, "<html>Bad Gateway</html>"))).toMatchObject({
      ok: false,
      failure: "UNREACHABLE",
      status: 502,
    });
    const failed = await send(async (url) => {
      throw new TypeError(`fetch failed for ${String(url)}`);
    });
    expect(failed).toMatchObject({ ok: false, failure: "UNREACHABLE", status: 0 });
    expect(JSON.stringify(failed)).not.toContain(TOKEN.split(":")[1]);
    expect(await send(answering(200, { ok: true, result: { message_id: 7, chat: { id: -100 } } }))).toEqual({
      ok: true,
      messageId: 7,
    });
  });
});
