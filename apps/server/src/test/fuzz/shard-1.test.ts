import { fuzzShard } from "./suite.ts";

await fuzzShard(0, 3);
