import { FAKE_PHAJAY_KEY, startFakePhaJay } from "./phajay.ts";

/* `npm run fake:phajay`: the fake on PHAJAY_FAKE_PORT (4010), key PHAJAY_FAKE_KEY, webhooks to PHAJAY_FAKE_WEBHOOK_URL. */

const port = Number(process.env.PHAJAY_FAKE_PORT ?? 4010);
const fake = await startFakePhaJay({
  port,
  host: process.env.PHAJAY_FAKE_HOST ?? "127.0.0.1",
  key: process.env.PHAJAY_FAKE_KEY ?? FAKE_PHAJAY_KEY,
  webhookUrl: process.env.PHAJAY_FAKE_WEBHOOK_URL || undefined,
});
console.log(
  `fake PhaJay listening on ${fake.url} (key ${fake.key === FAKE_PHAJAY_KEY ? "the default fake key" : "from PHAJAY_FAKE_KEY"})`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
