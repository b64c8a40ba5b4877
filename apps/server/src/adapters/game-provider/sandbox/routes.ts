import { readFile } from "node:fs/promises";
import { envelope, LANGUAGE_COOKIE, type Language, pageLanguage, text } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../errors.ts";
import { csrfProblem } from "../../../plugins/csrf.ts";
import { GameProviderError } from "../types.ts";
import { findGame, gamesOf, type SandboxGame, versusSides } from "./catalogue.ts";
import { parseBet, slotSymbols, suits } from "./engines.ts";
import { findLaunch, type Launch, type SessionEnd } from "./launches.ts";
import { creditText, renderEndedPage, renderGamePage } from "./page.ts";
import { memberBalance, type PlayedRound, playRound, recentRounds } from "./rounds.ts";

const assets = {
  "play.js": "text/javascript; charset=utf-8",
  "play.css": "text/css; charset=utf-8",
  "symbols.svg": "image/svg+xml",
} as const;
type AssetName = keyof typeof assets;
const assetNames = Object.keys(assets) as [AssetName, ...AssetName[]];

const tokenSchema = text().min(1).max(128);
const gameCodeSchema = text()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "validation.game_invalid");
const tableBets = [...new Set(["player", "banker", "tie", ...Object.values(versusSides).flat()])];
const choiceSchema = z.enum(tableBets as [string, ...string[]], { error: "validation.choice_invalid" });

const roundBody = z.strictObject({
  token: tokenSchema,
  gameCode: gameCodeSchema,
  bet: text().refine((bet) => parseBet(bet) !== undefined, "validation.bet_invalid"),
  choice: choiceSchema.optional(),
});

const cardSchema = z.object({ rank: z.number(), suit: z.enum(suits) });
const handSchema = z.object({ cards: z.array(cardSchema), total: z.number() });
const outcomeSchema = z.union([
  z.object({ kind: z.literal("slot"), reels: z.array(z.enum(slotSymbols)) }),
  z.object({
    kind: z.literal("versus"),
    theme: z.string(),
    choice: z.string(),
    winner: z.string(),
    cards: z.tuple([cardSchema, cardSchema]).optional(),
    score: z.tuple([z.number(), z.number()]).optional(),
    round: z.number().optional(),
  }),
  z.object({
    kind: z.literal("baccarat"),
    choice: z.string(),
    winner: z.string(),
    player: handSchema,
    banker: handSchema,
  }),
]);
const roundSchema = z.object({
  id: z.number(),
  gameCode: z.string(),
  bet: z.string(),
  win: z.string(),
  balance: z.string(),
  /** The amounts as the player's language writes them, for the page's script to show. */
  betText: z.string(),
  winText: z.string(),
  outcome: outcomeSchema,
  playedAt: z.string(),
});

function roundView(round: PlayedRound, language: Language) {
  return {
    ...round,
    betText: creditText(round.bet, language),
    winText: creditText(round.win, language),
    playedAt: round.playedAt.toISOString(),
  };
}

/** The game a launch may play: the launched one, or from a lobby any game of its provider. */
function gameOf(launch: Launch, code: string | undefined): SandboxGame | undefined {
  if (launch.gameCode !== null && code !== undefined && code !== launch.gameCode) return undefined;
  const wanted = code ?? launch.gameCode;
  return wanted === null ? undefined : findGame(launch.provider, wanted);
}

/** What a real provider hosts on its own domain, here on our origin; the launch token is the only credential. */
export default async function sandboxGameRoutes(
  app: FastifyInstance,
  options: { sessionEndsAt: SessionEnd },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = new Map<AssetName, Buffer>();
  for (const name of assetNames)
    files.set(name, await readFile(new URL(`./assets/${name}`, import.meta.url)));

  /** The token's launch; a page or a bet (`played`) keeps it open, reading the balance does not. */
  async function launchOf(token: string, played: boolean): Promise<Launch> {
    const launch = await findLaunch(app.db, token, app.now(), {
      played,
      sessionEndsAt: options.sessionEndsAt,
    });
    if (launch === undefined) throw new AppError("UNAUTHENTICATED", "The game link is unknown or has ended");
    return launch;
  }

  async function balanceOf(launch: Launch): Promise<string> {
    const balance = await memberBalance(app.db, launch.provider, launch.memberUsername);
    if (balance === undefined) throw new AppError("UNAUTHENTICATED", "The game link's member is gone");
    return balance;
  }

  // The round API changes balances: like our own API it takes JSON from this origin only.
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const problem = csrfProblem(request);
    if (problem !== undefined) throw new AppError("CSRF_REJECTED", problem);
  });

  routes.get(
    "/assets/:file",
    { schema: { params: z.object({ file: text().max(64) }) } },
    async (request, reply) => {
      const name = request.params.file;
      const file = Object.hasOwn(assets, name) ? files.get(name as AssetName) : undefined;
      if (file === undefined) throw new AppError("NOT_FOUND");
      return reply
        .type(assets[name as AssetName])
        .header("cache-control", "no-cache")
        .send(file);
    },
  );

  routes.get(
    "/play/:token",
    {
      schema: {
        params: z.object({ token: tokenSchema }),
        querystring: z.object({ game: gameCodeSchema.optional() }),
      },
    },
    async (request, reply) => {
      const launch = await findLaunch(app.db, request.params.token, app.now(), {
        played: true,
        sessionEndsAt: options.sessionEndsAt,
      });
      if (launch === undefined) {
        // The launch and its language went with it: the page speaks the language the site was last in.
        const page = renderEndedPage(pageLanguage(request.cookies[LANGUAGE_COOKIE]));
        return reply
          .code(401)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(page);
      }
      const game = gameOf(launch, request.query.game);
      if (game === undefined && (launch.gameCode !== null || request.query.game !== undefined)) {
        throw new AppError("NOT_FOUND", "No such game here");
      }
      const [balance, rounds] = await Promise.all([
        balanceOf(launch),
        recentRounds(app.db, launch.provider, launch.memberUsername),
      ]);
      const page = renderGamePage({
        token: request.params.token,
        launch,
        games: gamesOf(launch.provider),
        game,
        balance,
        rounds,
      });
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
    },
  );

  routes.get(
    "/api/state",
    {
      schema: {
        querystring: z.object({ token: tokenSchema }),
        response: {
          200: envelope(
            z.object({ balance: z.string(), balanceText: z.string(), rounds: z.array(roundSchema) }),
          ),
        },
      },
    },
    async (request, reply) => {
      const launch = await launchOf(request.query.token, false);
      const [balance, rounds] = await Promise.all([
        balanceOf(launch),
        recentRounds(app.db, launch.provider, launch.memberUsername),
      ]);
      reply.header("cache-control", "no-store");
      const language = launch.language;
      return {
        data: {
          balance,
          balanceText: creditText(balance, language),
          rounds: rounds.map((round) => roundView(round, language)),
        },
      };
    },
  );

  routes.post(
    "/api/rounds",
    {
      schema: {
        body: roundBody,
        response: {
          200: envelope(z.object({ balance: z.string(), balanceText: z.string(), round: roundSchema })),
        },
      },
    },
    async (request, reply) => {
      const { token, gameCode, bet, choice } = request.body;
      const launch = await launchOf(token, true);
      if (gameOf(launch, gameCode) === undefined) throw new AppError("NOT_FOUND", "No such game here");
      try {
        const round = await playRound(app.db, {
          provider: launch.provider,
          memberUsername: launch.memberUsername,
          gameCode,
          bet,
          choice,
        });
        reply.header("cache-control", "no-store");
        return {
          data: {
            balance: round.balance,
            balanceText: creditText(round.balance, launch.language),
            round: roundView(round, launch.language),
          },
        };
      } catch (error) {
        if (!(error instanceof GameProviderError)) throw error;
        switch (error.reason) {
          case "INSUFFICIENT_BALANCE":
            throw new AppError("INSUFFICIENT_CREDIT", "The balance is below the bet");
          case "INVALID_CHOICE":
            throw new AppError("VALIDATION_ERROR", undefined, { choice: "validation.choice_invalid" });
          case "INVALID_AMOUNT":
            throw new AppError("VALIDATION_ERROR", undefined, { bet: "validation.bet_invalid" });
          default:
            throw new AppError("NOT_FOUND", "No such game here");
        }
      }
    },
  );
}
