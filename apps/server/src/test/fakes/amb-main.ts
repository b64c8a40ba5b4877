import { FAKE_AMB_AGENT, FAKE_AMB_KEY, startFakeAmb } from "./amb.ts";

/* `npm run fake:amb`: the fake on AMB_FAKE_PORT (4020), agent AMB_FAKE_AGENT, key AMB_FAKE_KEY; launch URLs on AMB_FAKE_PUBLIC_URL. */

const fake = await startFakeAmb({
  port: Number(process.env.AMB_FAKE_PORT ?? 4020),
  host: process.env.AMB_FAKE_HOST ?? "127.0.0.1",
  agent: process.env.AMB_FAKE_AGENT ?? FAKE_AMB_AGENT,
  apiKey: process.env.AMB_FAKE_KEY ?? FAKE_AMB_KEY,
  publicUrl: process.env.AMB_FAKE_PUBLIC_URL || undefined,
});
console.log(
  `fake AMB SuperAPI listening on ${fake.url} (agent ${fake.agent}, key ${fake.apiKey === FAKE_AMB_KEY ? "the default fake key" : "from AMB_FAKE_KEY"})`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
