import { type Provider, providers } from "@kham/contract";
import Decimal from "decimal.js";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type GameProviders,
  type LaunchRequest,
  type ProviderGame,
  type TransferRequest,
  type TransferResult,
} from "../types.ts";
import { gamesOf, toProviderGame } from "./catalogue.ts";
import { cryptoRandom, type RandomSource } from "./engines.ts";
import { createLaunch } from "./launches.ts";
import { memberBalance, type PlayedRound, playRound, type RoundRequest } from "./rounds.ts";
import { sandboxMembers, sandboxTransfers } from "./schema.ts";

const MAX_AMOUNT = new Decimal("9999999999999999.99");

function parseAmount(amount: string): Decimal {
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(amount)) {
    throw new GameProviderError("INVALID_AMOUNT", `Invalid amount "${amount}"`);
  }
  const value = new Decimal(amount);
  if (value.lte(0) || value.gt(MAX_AMOUNT)) {
    throw new GameProviderError("INVALID_AMOUNT", `Invalid amount "${amount}"`);
  }
  return value;
}

export interface SandboxOptions {
  /** Network latency to act out before each transfer (SANDBOX_PROVIDER_DELAY_MS): a slow provider. */
  delayMs?: number;
  /** The clock launches expire by; the app passes its own so tests can move time. */
  now?: () => Date;
  /** Where rounds draw their results from. */
  random?: RandomSource;
  /** Whether the app serves the game pages its links lead to (not in production); true unless told. */
  gamePages?: boolean;
}

/** An in-process transfer-wallet provider: balances never go below zero and a reference is honoured once. */
export class SandboxGameProvider implements GameProvider {
  private readonly delayMs: number;
  private readonly now: () => Date;
  private readonly random: RandomSource;

  private readonly db: Db;
  readonly provider: Provider;
  readonly wallet = "sandbox";
  readonly reconcile = "lookup";
  readonly gamesAvailable: boolean;

  constructor(db: Db, provider: Provider, options: SandboxOptions = {}) {
    this.db = db;
    this.provider = provider;
    this.gamesAvailable = options.gamePages ?? true;
    this.delayMs = options.delayMs ?? 0;
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? cryptoRandom;
  }

  async createMember(memberUsername: string): Promise<string> {
    await this.db
      .insert(sandboxMembers)
      .values({ provider: this.provider, memberUsername })
      .onConflictDoNothing();
    return memberUsername;
  }

  async getBalance(memberUsername: string): Promise<string> {
    const balance = await memberBalance(this.db, this.provider, memberUsername);
    if (balance === undefined) throw new GameProviderError("MEMBER_NOT_FOUND", `No member ${memberUsername}`);
    return balance;
  }

  transferIn(transfer: TransferRequest): Promise<TransferResult> {
    return this.transfer("in", transfer);
  }

  transferOut(transfer: TransferRequest): Promise<TransferResult> {
    return this.transfer("out", transfer);
  }

  async findTransfer(reference: string): Promise<FoundTransfer | undefined> {
    const [transfer] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(and(eq(sandboxTransfers.provider, this.provider), eq(sandboxTransfers.reference, reference)))
      .limit(1);
    if (transfer === undefined) return undefined;
    return {
      reference: transfer.reference,
      direction: transfer.direction,
      memberUsername: transfer.memberUsername,
      amount: new Decimal(transfer.amount).toFixed(2),
      balance: new Decimal(transfer.balanceAfter).toFixed(2),
    };
  }

  async listGames(): Promise<ProviderGame[]> {
    return gamesOf(this.provider).map(toProviderGame);
  }

  async launchGame(input: LaunchRequest): Promise<{ url: string }> {
    if (!this.gamesAvailable) {
      throw new GameProviderError(
        "NOT_AVAILABLE",
        `${this.provider}'s sandbox game pages are not served here`,
      );
    }
    return createLaunch(this.db, this.provider, input, this.now());
  }

  /** A round at one of this provider's games, as its game page plays it. */
  playRound(round: Omit<RoundRequest, "provider">): Promise<PlayedRound> {
    return playRound(this.db, { ...round, provider: this.provider }, this.random);
  }

  private async transfer(direction: "in" | "out", transfer: TransferRequest): Promise<TransferResult> {
    const amount = parseAmount(transfer.amount);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return this.db.transaction(async (tx) => {
      const memberFilter = and(
        eq(sandboxMembers.provider, this.provider),
        eq(sandboxMembers.memberUsername, transfer.memberUsername),
      );
      const [claimed] = await tx
        .insert(sandboxTransfers)
        .values({
          provider: this.provider,
          memberUsername: transfer.memberUsername,
          reference: transfer.reference,
          direction,
          amount: amount.toFixed(2),
          balanceAfter: "0.00",
        })
        .onConflictDoNothing()
        .returning({ id: sandboxTransfers.id });

      if (claimed === undefined) {
        const [earlier] = await tx
          .select()
          .from(sandboxTransfers)
          .where(
            and(
              eq(sandboxTransfers.provider, this.provider),
              eq(sandboxTransfers.reference, transfer.reference),
            ),
          );
        const same =
          earlier !== undefined &&
          earlier.direction === direction &&
          earlier.memberUsername === transfer.memberUsername &&
          new Decimal(earlier.amount).eq(amount);
        if (!same) {
          throw new GameProviderError(
            "REFERENCE_CONFLICT",
            `Reference ${transfer.reference} was used differently`,
          );
        }
        return {
          reference: earlier.reference,
          amount: new Decimal(earlier.amount).toFixed(2),
          balance: new Decimal(earlier.balanceAfter).toFixed(2),
        };
      }

      const change =
        direction === "in"
          ? sql`${sandboxMembers.balance} + ${amount.toFixed(2)}`
          : sql`${sandboxMembers.balance} - ${amount.toFixed(2)}`;
      const [member] = await tx
        .update(sandboxMembers)
        .set({ balance: change })
        .where(
          direction === "in"
            ? memberFilter
            : and(memberFilter, gte(sandboxMembers.balance, amount.toFixed(2))),
        )
        .returning({ balance: sandboxMembers.balance });
      if (member === undefined) {
        const [exists] = await tx
          .select({ provider: sandboxMembers.provider })
          .from(sandboxMembers)
          .where(memberFilter);
        if (exists === undefined) {
          throw new GameProviderError("MEMBER_NOT_FOUND", `No member ${transfer.memberUsername}`);
        }
        throw new GameProviderError("INSUFFICIENT_BALANCE", `Balance below ${amount.toFixed(2)}`);
      }
      const balance = new Decimal(member.balance).toFixed(2);
      await tx
        .update(sandboxTransfers)
        .set({ balanceAfter: balance })
        .where(eq(sandboxTransfers.id, claimed.id));
      return { reference: transfer.reference, amount: amount.toFixed(2), balance };
    });
  }
}

export function sandboxGameProviders(db: Db, options: SandboxOptions = {}): GameProviders {
  const adapters: Partial<GameProviders> = {};
  for (const provider of providers) {
    adapters[provider] = new SandboxGameProvider(db, provider, options);
  }
  return adapters as GameProviders;
}
