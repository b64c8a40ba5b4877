import { type Provider, providers } from "@kham/contract";
import Decimal from "decimal.js";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxMembers, sandboxTransfers } from "../../db/schema.ts";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type GameProviders,
  type ProviderGame,
  type TransferRequest,
  type TransferResult,
} from "./types.ts";

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

/**
 * A game provider that runs inside our process on its own tables, so credit really moves without
 * the internet. It behaves like a real transfer wallet: balances never go below zero and a
 * reference is honoured once.
 */
export class SandboxGameProvider implements GameProvider {
  constructor(
    private readonly db: Db,
    readonly provider: Provider,
    /** Network latency to act out before each transfer (SANDBOX_PROVIDER_DELAY_MS): a slow provider. */
    private readonly delayMs = 0,
  ) {}

  async createMember(memberUsername: string): Promise<void> {
    await this.db
      .insert(sandboxMembers)
      .values({ provider: this.provider, memberUsername })
      .onConflictDoNothing();
  }

  async getBalance(memberUsername: string): Promise<string> {
    const [member] = await this.db
      .select({ balance: sandboxMembers.balance })
      .from(sandboxMembers)
      .where(
        and(eq(sandboxMembers.provider, this.provider), eq(sandboxMembers.memberUsername, memberUsername)),
      )
      .limit(1);
    if (member === undefined) throw new GameProviderError("MEMBER_NOT_FOUND", `No member ${memberUsername}`);
    return new Decimal(member.balance).toFixed(2);
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
    throw new GameProviderError("NOT_AVAILABLE", "The sandbox game catalogue comes with the games issue");
  }

  async launchUrl(): Promise<string> {
    throw new GameProviderError("NOT_AVAILABLE", "The sandbox game page comes with the games issue");
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

export function sandboxGameProviders(db: Db, options: { delayMs?: number } = {}): GameProviders {
  const adapters: Partial<GameProviders> = {};
  for (const provider of providers) {
    adapters[provider] = new SandboxGameProvider(db, provider, options.delayMs);
  }
  return adapters as GameProviders;
}
