import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { AppMetrics } from "./metrics.ts";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** A database stand-in the metrics hold only through their job gauge. */
function metricsOnAStandIn(): { database: WeakRef<object>; metrics: WeakRef<AppMetrics> } {
  const db = {} as Db;
  const metrics = new AppMetrics(db);
  return { database: new WeakRef(db), metrics: new WeakRef(metrics) };
}

it("lets go of a closed app's database: Node's own figures belong to the process", async () => {
  const first = metricsOnAStandIn();
  metricsOnAStandIn();
  // A WeakRef made in this turn holds its target until the turn ends.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  expect(first.metrics.deref()).toBeUndefined();
  expect(first.database.deref()).toBeUndefined();
});
