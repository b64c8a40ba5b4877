import { z } from "zod";
import { providers } from "./providers.ts";

// Apart from providers.ts: the first screen imports that file, and a schema there would pull in zod.
export const providerSchema = z.enum(providers);

/** Why a game provider refused to let credit out, in words the player's app has (a failed order's `failure`). */
export const providerRefusals = ["OPEN_BETS"] as const;
export type ProviderRefusal = (typeof providerRefusals)[number];
export const providerRefusalSchema = z.enum(providerRefusals);
