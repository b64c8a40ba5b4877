import { z } from "zod";
import { providers } from "./providers.ts";

// Apart from providers.ts: the first screen imports that file, and a schema there would pull in zod.
export const providerSchema = z.enum(providers);
