import type { Provider } from "@kham/contract";
import Decimal from "decimal.js";
import { type AmbOptions, ambWallet } from "../../adapters/game-provider/amb/provider.ts";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type ProviderErrorReason,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";

/** Stands in for AMB accounts until its fake lands: members and balances per account and product. */
export class AmbDouble {
  readonly built: AmbOptions[] = [];
  readonly members = new Map<string, string>();
  /** Every call fails with this reason (and this message) while set. */
  failure: { reason: ProviderErrorReason; message: string } | undefined;

  readonly build = (options: AmbOptions): GameProvider => {
    this.built.push(options);
    const account = `${ambWallet(options.baseUrl, options.agent)}/${options.productId}`;
    const fail = () => {
      if (this.failure) throw new GameProviderError(this.failure.reason, this.failure.message);
    };
    const transfer = async (sign: 1 | -1, request: TransferRequest): Promise<TransferResult> => {
      fail();
      const key = `${account}/${request.memberUsername}`;
      const balance = new Decimal(this.members.get(key) ?? "0").plus(new Decimal(request.amount).times(sign));
      this.members.set(key, balance.toFixed(2));
      return { reference: request.reference, amount: request.amount, balance: balance.toFixed(2) };
    };
    return {
      provider: options.provider as Provider,
      wallet: ambWallet(options.baseUrl, options.agent),
      reconcile: options.reconcile,
      gamesAvailable: true,
      createMember: async (member) => {
        fail();
        const name = `amb_${member}`;
        if (!this.members.has(`${account}/${name}`)) this.members.set(`${account}/${name}`, "0.00");
        return name;
      },
      getBalance: async (member) => {
        fail();
        const balance = this.members.get(`${account}/${member}`);
        if (balance === undefined) throw new GameProviderError("MEMBER_NOT_FOUND", member);
        return balance;
      },
      transferIn: (request) => transfer(1, request),
      transferOut: (request) => transfer(-1, request),
      findTransfer: async (): Promise<FoundTransfer | undefined> => undefined,
      listGames: async () => [],
      launchGame: async () => ({ url: "https://amb.example/launch" }),
    };
  };
}
