import type { Provider } from "@kham/contract";
import Decimal from "decimal.js";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { preparedQuery } from "../../../db/prepared.ts";
import { GameProviderError } from "../types.ts";
import { choicesOf, findGame } from "./catalogue.ts";
import { cryptoRandom, parseBet, playGame, type RandomSource, type RoundOutcome, winFor } from "./engines.ts";
import { sandboxMembers, sandboxRounds } from "./schema.ts";

export interface RoundRequest {
  provider: Provider;
  memberUsername: string;
  gameCode: string;
  /** The stake, a decimal string with two places between 1.00 and 1000.00. */
  bet: string;
  /** The side or hand bet on at a table; a slot takes none. */
  choice?: string;
}

export interface PlayedRound {
  id: number;
  gameCode: string;
  bet: string;
  win: string;
  /** The member's balance right after this round. */
  balance: string;
  outcome: RoundOutcome;
  playedAt: Date;
}

const memberFilter = (provider: Provider, memberUsername: string) =>
  and(eq(sandboxMembers.provider, provider), eq(sandboxMembers.memberUsername, memberUsername));

/** Every credit display asks for the balance: one statement, prepared once per connection. */
const balanceOf = preparedQuery((db) =>
  db
    .select({ balance: sandboxMembers.balance })
    .from(sandboxMembers)
    .where(
      and(
        eq(sandboxMembers.provider, sql.placeholder("provider")),
        eq(sandboxMembers.memberUsername, sql.placeholder("memberUsername")),
      ),
    )
    .limit(1)
    .prepare("sandbox_member_balance"),
);

/** The member's balance with two places, or undefined when the provider has no such member. */
export async function memberBalance(
  db: Db,
  provider: Provider,
  memberUsername: string,
): Promise<string | undefined> {
  const [member] = await balanceOf(db).execute({ provider, memberUsername });
  return member === undefined ? undefined : new Decimal(member.balance).toFixed(2);
}

function toPlayedRound(row: typeof sandboxRounds.$inferSelect): PlayedRound {
  return {
    id: row.id,
    gameCode: row.gameCode,
    bet: new Decimal(row.bet).toFixed(2),
    win: new Decimal(row.win).toFixed(2),
    balance: new Decimal(row.balanceAfter).toFixed(2),
    outcome: row.outcome as RoundOutcome,
    playedAt: row.createdAt,
  };
}

/** One update guarded by `balance >= bet`, so rounds racing on one balance never overdraw it. */
export async function playRound(
  db: Db,
  request: RoundRequest,
  random: RandomSource = cryptoRandom,
): Promise<PlayedRound> {
  const game = findGame(request.provider, request.gameCode);
  if (game === undefined) {
    throw new GameProviderError("GAME_NOT_FOUND", `No game ${request.gameCode} at ${request.provider}`);
  }
  const bet = parseBet(request.bet);
  if (bet === undefined) throw new GameProviderError("INVALID_AMOUNT", `Invalid bet "${request.bet}"`);
  const choices = choicesOf(game.play);
  const choiceTaken = request.choice === undefined ? choices.length === 0 : choices.includes(request.choice);
  if (!choiceTaken) {
    throw new GameProviderError("INVALID_CHOICE", `${game.code} takes ${choices.join("/") || "no choice"}`);
  }

  const drawn = playGame(game.play, request.choice, random);
  const win = winFor(bet, drawn.multiplier);
  const filter = memberFilter(request.provider, request.memberUsername);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(sandboxMembers)
      .set({
        balance: sql`${sandboxMembers.balance} - ${bet.toFixed(2)}::numeric + ${win.toFixed(2)}::numeric`,
      })
      .where(and(filter, gte(sandboxMembers.balance, bet.toFixed(2))))
      .returning({ balance: sandboxMembers.balance });
    if (member === undefined) {
      const [exists] = await tx
        .select({ provider: sandboxMembers.provider })
        .from(sandboxMembers)
        .where(filter);
      if (exists === undefined) {
        throw new GameProviderError("MEMBER_NOT_FOUND", `No member ${request.memberUsername}`);
      }
      throw new GameProviderError("INSUFFICIENT_BALANCE", `Balance below the bet ${bet.toFixed(2)}`);
    }
    const [round] = await tx
      .insert(sandboxRounds)
      .values({
        provider: request.provider,
        memberUsername: request.memberUsername,
        gameCode: game.code,
        bet: bet.toFixed(2),
        win: win.toFixed(2),
        balanceAfter: member.balance,
        outcome: drawn.outcome,
      })
      .returning();
    if (round === undefined) throw new Error("the round was not recorded");
    return toPlayedRound(round);
  });
}

/** The member's latest rounds at the provider, newest first. */
export async function recentRounds(
  db: Db,
  provider: Provider,
  memberUsername: string,
  limit = 10,
): Promise<PlayedRound[]> {
  const rows = await db
    .select()
    .from(sandboxRounds)
    .where(and(eq(sandboxRounds.provider, provider), eq(sandboxRounds.memberUsername, memberUsername)))
    .orderBy(desc(sandboxRounds.id))
    .limit(limit);
  return rows.map(toPlayedRound);
}
