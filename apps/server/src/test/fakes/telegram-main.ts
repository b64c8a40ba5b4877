import { FAKE_TELEGRAM_CHAT, FAKE_TELEGRAM_TOKEN, startFakeTelegram } from "./telegram.ts";

/* `npm run fake:telegram`: the fake Bot API on TELEGRAM_FAKE_PORT (4030); point TELEGRAM_API_URL at it. */

const port = Number(process.env.TELEGRAM_FAKE_PORT ?? 4030);
const fake = await startFakeTelegram({ port, host: process.env.TELEGRAM_FAKE_HOST ?? "127.0.0.1" });
console.log(
  `fake Telegram listening on ${fake.url} (bot token ${FAKE_TELEGRAM_TOKEN}, group ${FAKE_TELEGRAM_CHAT})`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
