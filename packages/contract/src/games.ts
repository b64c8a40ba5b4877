import { z } from "zod";
import { languages } from "./i18n.ts";
import { providerSchema } from "./provider-schema.ts";
import { gameCategories } from "./providers.ts";
import { text } from "./text.ts";

export const gameCategorySchema = z.enum(gameCategories, { error: "validation.category_invalid" });

/** A game of a provider's catalogue, as `GET /api/v2/games` lists it. */
export const gameSchema = z.object({
  code: z.string(),
  name: z.string(),
  provider: providerSchema,
  category: gameCategorySchema,
  imageUrl: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

/** `GET /api/v2/games?provider=&category=`: both filters optional. */
export const gamesQuery = z.strictObject({
  provider: providerSchema.optional(),
  category: gameCategorySchema.optional(),
});
export type GamesQuery = z.infer<typeof gamesQuery>;

/** `POST /api/v2/games/launch`: without a code, the provider's lobby; opens in the player's language. */
export const launchGameBody = z.strictObject({
  provider: providerSchema,
  gameCode: text()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "validation.game_invalid")
    .optional(),
  language: z.enum(languages).optional(),
});
export type LaunchGameBody = z.infer<typeof launchGameBody>;

export const launchAnswerSchema = z.object({ url: z.string() });
