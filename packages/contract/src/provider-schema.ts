import { z } from "zod";
import { providers } from "./providers.ts";

// Apart from providers.ts on purpose: the first screen imports that file for the provider list, and
// a schema there would pull zod into the entry bundle.
export const providerSchema = z.enum(providers);
