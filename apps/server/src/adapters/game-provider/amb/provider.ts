import type { GameCategory, Language, Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { z } from "zod";
import { ADAPTER_TIMEOUT_MS } from "../../timeouts.ts";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type LaunchRequest,
  type ProviderGame,
  type ReconcileMode,
  type TransferRequest,
  type TransferResult,
} from "../types.ts";
import {
  AMB_AGENT_CREDIT,
  AMB_MEMBER_EXISTS,
  AMB_OK,
  type AmbLoginRequest,
  type AmbTransferRequest,
  ambBalanceData,
  ambEnvelope,
  ambGamesData,
  ambJson,
  ambLoginData,
  ambMemberData,
  ambOutstandingData,
  ambTransactionData,
  ambTransferData,
} from "./schema.ts";

export interface AmbOptions {
  provider: Provider;
  /** e.g. https://test.ambsuperapi.com; no trailing slash needed. */
  baseUrl: string;
  agent: string;
  apiKey: string;
  /** AMB's product id for this Kham provider (ASKMEBET, GCLUB, or as the agency names it). */
  productId: string;
  /** The game code a lobby launch (no game chosen) opens; AMB requires a game code. */
  lobbyCode?: string;
  reconcile: ReconcileMode;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Members and transfers are kept per AMB agent account. */
export function ambWallet(baseUrl: string, agent: string): string {
  return `amb:${agent}@${new URL(baseUrl).host}`;
}

const CATEGORIES: Record<string, GameCategory> = { SLOT: "slot", FISHING: "fish", LIVECASINO: "casino" };

const LANGUAGES: Record<Language, AmbLoginRequest["language"]> = { th: "th", cn: "cn", vn: "vn", lo: "th" };

const MAX_AMOUNT = new Decimal("9999999999999999.99");

/** A float's noise (0.30000000000000004) rounds away; the text is read, never a JS number's arithmetic. */
function twoPlaces(value: string | number): string {
  return new Decimal(String(value)).toFixed(2);
}

function sentAmount(amount: string): string {
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(amount)) {
    throw new GameProviderError("INVALID_AMOUNT", `Invalid amount "${amount}"`);
  }
  const value = new Decimal(amount);
  if (value.lte(0) || value.gt(MAX_AMOUNT)) {
    throw new GameProviderError("INVALID_AMOUNT", `Invalid amount "${amount}"`);
  }
  return value.toFixed(2);
}

type Route =
  | "member"
  | "balance"
  | "deposit"
  | "withdraw"
  | "outstanding"
  | "games"
  | "logIn"
  | "transaction";

interface Answer {
  code: number;
  data: unknown;
}

/** AMB SuperAPI's transfer wallet (docs/adapters.md): one class, one product id per Kham provider. */
export class AmbSuperApiProvider implements GameProvider {
  readonly provider: Provider;
  readonly wallet: string;
  readonly reconcile: ReconcileMode;
  readonly gamesAvailable = true;
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly productId: string;
  private readonly lobbyCode: string | undefined;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: AmbOptions) {
    this.provider = options.provider;
    this.wallet = ambWallet(options.baseUrl, options.agent);
    this.reconcile = options.reconcile;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.authorization = `Basic ${Buffer.from(`${options.agent}:${options.apiKey}`).toString("base64")}`;
    this.productId = options.productId;
    this.lobbyCode = options.lobbyCode || undefined;
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? ADAPTER_TIMEOUT_MS;
  }

  async createMember(memberUsername: string): Promise<string> {
    const answer = await this.call("member", "POST", "/member", {
      body: { username: memberUsername, productId: this.productId },
      accept: [AMB_MEMBER_EXISTS],
    });
    if (answer.code === AMB_MEMBER_EXISTS && answer.data == null) return memberUsername;
    return this.read("member", ambMemberData, answer.data).username;
  }

  async getBalance(memberUsername: string): Promise<string> {
    const answer = await this.call("balance", "GET", "/balance", {
      query: { username: memberUsername, productId: this.productId },
    });
    return twoPlaces(this.read("balance", ambBalanceData, answer.data).balance);
  }

  async transferIn(transfer: TransferRequest): Promise<TransferResult> {
    return this.transfer("deposit", transfer);
  }

  /** Refused before anything moves while bets are open or (unless a repeat) the balance is short. */
  async transferOut(transfer: TransferRequest): Promise<TransferResult> {
    const amount = sentAmount(transfer.amount);
    const answer = await this.call("outstanding", "GET", "/outstanding", {
      query: { username: transfer.memberUsername },
    });
    const open = this.read("outstanding", ambOutstandingData, answer.data).find(
      (entry) => entry.productId === this.productId,
    );
    if (open !== undefined && new Decimal(String(open.outstanding)).gt(0)) {
      throw new GameProviderError(
        "OPEN_BETS",
        `${transfer.memberUsername} has bets open at ${this.provider}`,
      );
    }
    // A repeat of a withdrawal that went through would find the balance already taken.
    const balance = transfer.repeat ? undefined : await this.getBalance(transfer.memberUsername);
    if (balance !== undefined && new Decimal(balance).lt(amount)) {
      throw new GameProviderError(
        "INSUFFICIENT_BALANCE",
        `${transfer.memberUsername} has ${balance} at ${this.provider}, less than ${amount}`,
      );
    }
    return this.transfer("withdraw", transfer);
  }

  async findTransfer(reference: string): Promise<FoundTransfer | undefined> {
    if (this.reconcile !== "lookup") {
      throw new GameProviderError(
        "NOT_AVAILABLE",
        "no lookup at AMB: a transfer cannot be found by reference",
      );
    }
    const answer = await this.call("transaction", "GET", "/transaction", {
      query: { transactionRef: reference, productId: this.productId },
    });
    const found = this.read("transaction", ambTransactionData, answer.data);
    if (found === null || found.transactionRef !== reference || found.productId !== this.productId) {
      return undefined;
    }
    return {
      direction: found.type === "DEPOSIT" ? "in" : "out",
      memberUsername: found.username,
      reference,
      amount: twoPlaces(found.amount),
      balance: twoPlaces(found.balance),
      providerReference: found.txId,
    };
  }

  async listGames(): Promise<ProviderGame[]> {
    const answer = await this.call("games", "GET", "/games", { query: { productId: this.productId } });
    const { games } = this.read("games", ambGamesData, answer.data);
    const ranked = games.map((game, index) => ({ game, index }));
    ranked.sort(
      (a, b) =>
        (a.game.rank ?? Number.POSITIVE_INFINITY) - (b.game.rank ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    );
    return ranked.flatMap(({ game }) => {
      const category = CATEGORIES[game.category.toUpperCase()];
      if (category === undefined) return [];
      return [{ code: game.code, name: game.name, provider: this.provider, category, imageUrl: game.img }];
    });
  }

  async launchGame(input: LaunchRequest): Promise<{ url: string }> {
    const gameCode = input.gameCode || this.lobbyCode;
    if (gameCode === undefined) {
      throw new GameProviderError("GAME_NOT_FOUND", `${this.provider} has no lobby code: name a game`);
    }
    const body: AmbLoginRequest = {
      username: input.memberUsername,
      productId: this.productId,
      gameCode,
      isMobileLogin: input.device === "mobile",
      language: LANGUAGES[input.language],
      callbackUrl: input.returnUrl,
    };
    const answer = await this.call("logIn", "POST", "/logIn", { body });
    return { url: this.read("logIn", ambLoginData, answer.data).url };
  }

  private async transfer(route: "deposit" | "withdraw", transfer: TransferRequest): Promise<TransferResult> {
    const body: AmbTransferRequest = {
      username: transfer.memberUsername,
      amount: sentAmount(transfer.amount),
      transactionRef: transfer.reference,
      productId: this.productId,
    };
    const answer = await this.call(route, "POST", `/${route}`, { body });
    const data = this.read(route, ambTransferData, answer.data);
    return {
      reference: transfer.reference,
      amount: body.amount,
      balance: twoPlaces(data.balance),
      providerReference: data.txId,
    };
  }

  /** Data that does not parse is a failure, never believed; the message names the route only. */
  private read<T extends z.ZodType>(route: Route, schema: T, data: unknown): z.output<T> {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new GameProviderError("NOT_AVAILABLE", `AMB ${route} answered unexpected data`);
    return parsed.data;
  }

  /** Nothing of AMB's body reaches an error: its 401 echoes the key and a launch URL is a pass to play. */
  private async call(
    route: Route,
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; query?: Record<string, string>; accept?: number[] },
  ): Promise<Answer> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
    let status: number;
    let text: string;
    try {
      const response = await this.fetch(`${this.baseUrl}${path}${query}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: "application/json",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        throw new GameProviderError("TIMEOUT", `AMB ${route} did not answer within ${this.timeoutMs} ms`);
      }
      throw new GameProviderError("NOT_AVAILABLE", `AMB ${route} could not be reached (${name || "error"})`);
    }
    if (status === 401 || status === 403) {
      throw new GameProviderError("UNAUTHORIZED", `AMB ${route} answered ${status}: check the agent and key`);
    }
    if (status >= 500) throw new GameProviderError("NOT_AVAILABLE", `AMB ${route} answered HTTP ${status}`);
    let envelope: z.output<typeof ambEnvelope>;
    try {
      envelope = ambEnvelope.parse(ambJson(text));
    } catch {
      throw new GameProviderError(
        "NOT_AVAILABLE",
        `AMB ${route} answered HTTP ${status} without AMB's envelope`,
      );
    }
    const { code } = envelope;
    if (code === AMB_AGENT_CREDIT) {
      throw new GameProviderError(
        "AGENT_CREDIT",
        `AMB ${route} answered code ${code}: the agent's credit is used up`,
      );
    }
    if ((code !== AMB_OK && !options.accept?.includes(code)) || status < 200 || status >= 300) {
      throw new GameProviderError("NOT_AVAILABLE", `AMB ${route} answered HTTP ${status} code ${code}`);
    }
    return { code, data: envelope.data };
  }
}
