import { fuzzShard } from "./suite.ts";

await fuzzShard(2, 3);
