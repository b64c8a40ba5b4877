// Every benchmark in one go (needs a build); `--only`/`--skip` pick parts; results in bench/results/latest.json.
import { parseArgs } from "node:util";
import { apiOptions, runApi } from "./api.ts";
import { BLOCKING_PAGES, runBlocking } from "./blocking.ts";
import { reportBundle } from "./bundle-size.ts";
import { HISTORY_DEFAULTS, runHistory } from "./history.ts";
import { LATEST_FILE } from "./lib/results.ts";
import { DEFAULT_RUNS, LIGHTHOUSE_PAGES, runLighthouse } from "./lighthouse.ts";
import { loginOptions, runLogin } from "./login.ts";
import { paymentScreenOptions, runPaymentScreen } from "./payment-screen.ts";

const PARTS = ["bundle", "lighthouse", "blocking", "api", "login", "payment-screen", "history"] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: String(DEFAULT_RUNS) },
    port: { type: "string", default: "4318" },
    only: { type: "string" },
    skip: { type: "string" },
    ...apiOptions,
    ...loginOptions,
    ...paymentScreenOptions,
  },
});

const listed = (value: string | undefined) => value?.split(",").map((part) => part.trim()) ?? [];
const unknown = [...listed(values.only), ...listed(values.skip)].filter(
  (part) => !(PARTS as readonly string[]).includes(part),
);
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(", ")}; the parts are ${PARTS.join(", ")}`);
  process.exit(2);
}
const selected = (part: Part) =>
  (values.only === undefined || listed(values.only).includes(part)) && !listed(values.skip).includes(part);

if (selected("bundle")) reportBundle();
if (selected("lighthouse"))
  await runLighthouse({ runs: Number(values.runs), port: Number(values.port), paths: LIGHTHOUSE_PAGES });
if (selected("blocking")) await runBlocking({ runs: 6, port: 4325, paths: BLOCKING_PAGES });
if (selected("api"))
  await runApi({
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    connections: Number(values.connections),
    rounds: Number(values.rounds),
    port: Number(values["api-port"]),
    entry: values.server,
    calls: values.calls?.split(",") as Parameters<typeof runApi>[0]["calls"],
  });
if (selected("login"))
  await runLogin({
    seconds: Number(values["login-seconds"]),
    warmupSeconds: 1,
    connections: 4,
    port: Number(values["login-port"]),
    entry: values.server,
  });
if (selected("payment-screen"))
  await runPaymentScreen({
    payments: Number(values.payments),
    port: Number(values["screen-port"]),
    entry: values.server,
  });
if (selected("history")) await runHistory(HISTORY_DEFAULTS);
console.log(`\nall figures: ${LATEST_FILE}`);
