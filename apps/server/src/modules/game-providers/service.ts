import {
  type GameProviderBody,
  type GameProviderSettings,
  gameProviderErrors,
  type Provider,
  type ProviderTest,
  providers,
} from "@kham/contract";
import { acceptableBaseUrl } from "../../adapters/base-url.ts";
import { ambWallet } from "../../adapters/game-provider/amb/provider.ts";
import { GameProviderError, type ProviderErrorReason } from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import { type AgencyGameProviders, providerSecretContext } from "./directory.ts";
import {
  findProviderSettings,
  listProviderHealth,
  listProviderSettings,
  type OpenProviderJobs,
  openProviderJobs,
  type ProviderHealthRow,
  type ProviderSettingsRow,
  saveProviderSettings,
} from "./repository.ts";

/* An agency's game provider accounts: the owner's settings, their health, and a connection test. */

export interface ProviderSettingsDeps {
  db: Db;
  secrets: SecretBox;
  directory: AgencyGameProviders;
  production: boolean;
  now: () => Date;
}

const NO_JOBS: OpenProviderJobs = { openJobs: 0, waitingOnAgentCredit: 0 };

function toSettings(
  provider: Provider,
  row: ProviderSettingsRow | undefined,
  health: ProviderHealthRow | undefined,
  jobs: OpenProviderJobs,
): GameProviderSettings {
  return {
    provider,
    kind: row?.kind ?? "sandbox",
    baseUrl: row?.baseUrl ?? null,
    agent: row?.agent ?? null,
    productId: row?.productId ?? null,
    lobbyCode: row?.lobbyCode ?? null,
    reconcile: row?.reconcile ?? "none",
    apiKeyLast4: row?.apiKeyLast4 ?? null,
    health: {
      lastSuccessAt: health?.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: health?.lastFailureAt?.toISOString() ?? null,
      lastFailure: health?.lastFailure ?? null,
      latencyMs: health?.lastLatencyMs ?? null,
      openJobs: jobs.openJobs,
      waitingOnAgentCredit: jobs.waitingOnAgentCredit,
    },
  };
}

/** Every provider, each with its account (the sandbox when none is set) and health; never the key. */
export async function providerSettingsOf(
  deps: Pick<ProviderSettingsDeps, "db">,
  agency: AgencyRow,
): Promise<GameProviderSettings[]> {
  const [rows, health, jobs] = await Promise.all([
    listProviderSettings(deps.db, agency.id),
    listProviderHealth(deps.db, agency.id),
    openProviderJobs(deps.db, agency.id),
  ]);
  return providers.map((provider) =>
    toSettings(
      provider,
      rows.find((row) => row.provider === provider),
      health.find((row) => row.provider === provider),
      jobs.get(provider) ?? NO_JOBS,
    ),
  );
}

export async function providerSettingOf(
  deps: Pick<ProviderSettingsDeps, "db">,
  agency: AgencyRow,
  provider: Provider,
): Promise<GameProviderSettings> {
  return (await providerSettingsOf(deps, agency)).find((each) => each.provider === provider)!;
}

/** The account the provider's members and transfers are at: what a change must not move under open jobs. */
function accountOf(row: Pick<ProviderSettingsRow, "kind" | "baseUrl" | "agent" | "productId"> | undefined) {
  if (row?.kind !== "amb" || row.baseUrl === null || row.agent === null) return "sandbox";
  return `${ambWallet(row.baseUrl, row.agent)}/${row.productId}`;
}

/** The sandbox keeps the stored AMB account and key (a switch back needs no key); AMB needs a key. */
export async function changeProviderSettings(
  deps: ProviderSettingsDeps,
  agency: AgencyRow,
  provider: Provider,
  body: GameProviderBody,
): Promise<GameProviderSettings> {
  const current = await findProviderSettings(deps.db, agency.id, provider);
  const now = deps.now();
  let next: typeof current & {};
  if (body.kind === "sandbox") {
    next = {
      agencyId: agency.id,
      provider,
      baseUrl: null,
      agent: null,
      productId: null,
      lobbyCode: null,
      reconcile: "none",
      apiKeyCiphertext: null,
      apiKeyId: null,
      apiKeyLast4: null,
      ...current,
      kind: "sandbox",
      updatedAt: now,
    };
  } else {
    const baseUrl = acceptableBaseUrl(body.baseUrl, deps.production);
    if (baseUrl === undefined) {
      throw new AppError("VALIDATION_ERROR", "The provider address must be HTTPS", {
        baseUrl: gameProviderErrors.baseUrlHttps,
      });
    }
    const sealed =
      body.apiKey === undefined
        ? undefined
        : deps.secrets.seal(body.apiKey, providerSecretContext(agency.id, provider));
    if (sealed === undefined && (current?.apiKeyCiphertext ?? null) === null) {
      throw new AppError("VALIDATION_ERROR", "AMB needs the agent's API key", {
        apiKey: gameProviderErrors.keyRequired,
      });
    }
    next = {
      agencyId: agency.id,
      provider,
      kind: "amb",
      baseUrl,
      agent: body.agent,
      productId: body.productId,
      lobbyCode: body.lobbyCode || null,
      reconcile: body.reconcile ?? "none",
      apiKeyCiphertext: sealed?.ciphertext ?? current!.apiKeyCiphertext,
      apiKeyId: sealed?.keyId ?? current!.apiKeyId,
      apiKeyLast4: body.apiKey?.slice(-4) ?? current!.apiKeyLast4,
      updatedAt: now,
    };
  }
  if (accountOf(next) !== accountOf(current)) {
    const open = (await openProviderJobs(deps.db, agency.id)).get(provider) ?? NO_JOBS;
    if (open.openJobs > 0) {
      throw new AppError(
        "PROVIDER_BUSY",
        `${open.openJobs} transfer job(s) of ${provider} are not done: finish them before switching its account`,
        { provider: gameProviderErrors.busy },
      );
    }
  }
  await saveProviderSettings(deps.db, next);
  deps.directory.forget(agency.id, provider);
  return providerSettingOf(deps, agency, provider);
}

type TestFailure = NonNullable<ProviderTest["failure"]>;

const testFailures: Partial<Record<ProviderErrorReason, TestFailure>> = {
  UNAUTHORIZED: "UNAUTHORIZED",
  NOT_AVAILABLE: "UNAVAILABLE",
  TIMEOUT: "TIMEOUT",
  AGENT_CREDIT: "AGENT_CREDIT",
  MEMBER_NOT_FOUND: "MEMBER_NOT_FOUND",
};

const testMessages: Record<TestFailure, string> = {
  UNAUTHORIZED: "The provider refused the agent name or the API key",
  UNAVAILABLE: "The provider could not be reached or is not available now",
  TIMEOUT: "The provider did not answer in time",
  AGENT_CREDIT: "The provider answered that the agency's own credit there is used up",
  BAD_ANSWER: "The provider answered something Kham does not understand",
  MEMBER_NOT_FOUND: "The provider does not know the test member",
};

/** Never the error's message: a provider's answer may quote the key back. */
function testFailureOf(error: unknown): TestFailure {
  if (error instanceof GameProviderError) return testFailures[error.reason] ?? "BAD_ANSWER";
  // fetch fails with a TypeError when nothing answers (refused, DNS, TLS).
  return error instanceof TypeError ? "UNAVAILABLE" : "BAD_ANSWER";
}

/** The member the test creates and reads; a player named "probe" would share it, harmless as nothing moves. */
export function probeMember(agency: Pick<AgencyRow, "code">): string {
  return `${agency.code}_probe`;
}

/** Calls the stored account: creates the agency's probe member and reads its balance; nothing moves. */
export async function testProviderConnection(
  deps: ProviderSettingsDeps,
  agency: AgencyRow,
  provider: Provider,
): Promise<ProviderTest> {
  const row = await findProviderSettings(deps.db, agency.id, provider);
  if (row === undefined || row.kind !== "amb") {
    return {
      ok: true,
      message: "The sandbox runs inside Kham: there is nothing to connect to",
      failure: null,
      latencyMs: null,
    };
  }
  const adapter = deps.directory.ambOf(row);
  const started = performance.now();
  try {
    const member = await adapter.createMember(probeMember(agency));
    await adapter.getBalance(member);
    const latencyMs = Math.round(performance.now() - started);
    return { ok: true, message: "Connected: the test member's balance was read", failure: null, latencyMs };
  } catch (error) {
    const failure = testFailureOf(error);
    const latencyMs = Math.round(performance.now() - started);
    return { ok: false, message: testMessages[failure], failure, latencyMs };
  }
}
