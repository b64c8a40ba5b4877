// Every benchmark in one go: bundle sizes (needs a build), then Lighthouse on / and /login.
import { parseArgs } from "node:util";
import { reportBundle } from "./bundle-size.ts";
import { runLighthouse } from "./lighthouse.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "4318" },
  },
});

reportBundle();
await runLighthouse({ runs: Number(values.runs), port: Number(values.port), paths: ["/", "/login"] });
