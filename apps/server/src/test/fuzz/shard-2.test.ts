import { fuzzShard } from "./suite.ts";

await fuzzShard(1, 3);
