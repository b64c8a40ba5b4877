import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { BACKUP_SUFFIX, BackupError, readBackup } from "../db/backup-file.ts";
import { type CommandName, usage } from "./admin-usage.ts";

interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

function adminToken(env: CliIo["env"]): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  // Resolved like the server resolves it: from the folder npm was started in.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? "./data");
  const file = path.join(dataDir, "admin-token");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    throw new UsageError(
      `No admin token: set ADMIN_TOKEN, or start the server in development so it writes ${file}`,
    );
  }
}

/** A POST (or `method`) with its JSON body, or a GET when body is undefined. */
async function call(
  io: CliIo,
  baseUrl: string,
  urlPath: string,
  body?: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<number> {
  let response: Response;
  try {
    const authorization = `Bearer ${adminToken(io.env)}`;
    response = await io.fetch(
      new URL(urlPath, baseUrl),
      body === undefined
        ? { method: "GET", headers: { authorization } }
        : {
            method,
            headers: { "content-type": "application/json", authorization },
            body: JSON.stringify(body),
          },
    );
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.err(
      `Cannot reach the server at ${baseUrl} (${(error as Error).message}); is it running? Use --url to point elsewhere.`,
    );
    return 1;
  }
  const answer = (await response.json().catch(() => undefined)) as ApiAnswer | undefined;
  if (!response.ok || answer?.error) return failed(io, response.status, answer);
  io.out(JSON.stringify(answer?.data, null, 2));
  return 0;
}

type ApiAnswer = {
  data?: unknown;
  error?: { code: string; message: string; fields?: Record<string, string> };
};

function failed(io: CliIo, status: number, answer: ApiAnswer | undefined): 1 {
  const error = answer?.error;
  io.err(`Failed (${status} ${error?.code ?? ""}): ${error?.message ?? "unexpected answer"}`);
  for (const [field, reason] of Object.entries(error?.fields ?? {})) io.err(`  ${field}: ${reason}`);
  return 1;
}

/** The server's backup saved under a temporary name, checked, then given the file's name. */
async function saveBackup(io: CliIo, baseUrl: string, file: string, force: boolean): Promise<number> {
  if (!force && fs.existsSync(file)) {
    io.err(`${file} exists: choose another name, or replace it with --force`);
    return 1;
  }
  let response: Response;
  try {
    const authorization = `Bearer ${adminToken(io.env)}`;
    response = await io.fetch(new URL("/api/admin/v1/backup", baseUrl), { headers: { authorization } });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.err(
      `Cannot reach the server at ${baseUrl} (${(error as Error).message}); is it running? Use --url to point elsewhere.`,
    );
    return 1;
  }
  if (!response.ok || response.body === null) {
    return failed(io, response.status, (await response.json().catch(() => undefined)) as ApiAnswer);
  }
  const partial = `${file}.${process.pid}.partial`;
  try {
    // Readable by its owner only: it holds every account's password hash.
    const out = fs.createWriteStream(partial, { flags: "wx", mode: 0o600 });
    await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), out);
    readBackup(await fs.promises.readFile(partial), partial);
    // A hard link fails when the name is taken meanwhile; --force replaces it in one step.
    if (force) fs.renameSync(partial, file);
    else fs.linkSync(partial, file);
  } catch (error) {
    const reason = error instanceof BackupError ? error.message : (error as Error).message;
    io.err(`The backup was not saved: ${reason}`);
    return 1;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  io.out(`Backup saved: ${file} (${fs.statSync(file).size} bytes).`);
  io.out(`Test it now and then: npm run admin -- restore ${file} --data-dir <new folder>`);
  return 0;
}

/** Restores offline, in this process; prints what to do next. */
async function restore(io: CliIo, file: string, dataDir: string): Promise<number> {
  // Imported here: only restore opens a database in this process.
  const { restoreBackup } = await import("../db/backup.ts");
  try {
    await restoreBackup(file, dataDir);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.err(error.message);
    return 1;
  }
  io.out(`Restored ${file} into ${dataDir}, brought up to this version's database schema.`);
  io.out("Next:");
  io.out(`  1. Start a server on it: DATA_DIR=${dataDir} npm start (another PORT while the old one runs).`);
  io.out("  2. Log in to the back office and check the players, orders and balances.");
  io.out(
    "  3. Keep the same SECRETS_KEY (in development, copy the old folder's secrets-key into the new one):",
  );
  io.out("     the backup does not hold it, and without it the gateway and provider keys cannot be opened.");
  return 0;
}

const options = {
  url: { type: "string" },
  help: { type: "boolean", short: "h" },
  agency: { type: "string" },
  name: { type: "string" },
  domain: { type: "string", multiple: true },
  "logo-url": { type: "string" },
  status: { type: "string" },
  reason: { type: "string" },
  reference: { type: "string" },
  "paid-at": { type: "string" },
  buy: { type: "string" },
  sell: { type: "string" },
  currency: { type: "string" },
  "deposit-min": { type: "string" },
  "deposit-max": { type: "string" },
  "withdraw-min": { type: "string" },
  "withdraw-max": { type: "string" },
  code: { type: "string" },
  mid: { type: "string" },
  unmatched: { type: "boolean" },
  credit: { type: "string" },
  provider: { type: "string" },
  refunded: { type: "boolean" },
  note: { type: "string" },
  dead: { type: "boolean" },
  "checked-at-provider": { type: "boolean" },
  file: { type: "string" },
  role: { type: "string" },
  password: { type: "string" },
  platform: { type: "boolean" },
  page: { type: "string" },
  force: { type: "boolean" },
  "data-dir": { type: "string" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>["values"];

/** One positional argument exactly, or the command's usage. */
function single(name: CommandName, positionals: string[]): string {
  const [value, ...extra] = positionals;
  if (!value || extra.length > 0) throw new UsageError(usage[name]);
  return encodeURIComponent(value);
}

function none(name: CommandName, positionals: string[]) {
  if (positionals.length > 0) throw new UsageError(usage[name]);
}

/** `?status=…&page=…` of the exception lists; the flag (--unmatched, --dead) picks the status. */
function listQuery(status: string | undefined, values: Values): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (values.page) query.set("page", values.page);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The backup file a command names, from the folder npm was started in; its name says its format. */
function backupFile(name: CommandName, io: CliIo, positionals: string[]): string {
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError(usage[name]);
  if (!file.endsWith(BACKUP_SUFFIX)) {
    throw new UsageError(
      `A backup is a gzip-compressed tarball: its name ends in ${BACKUP_SUFFIX} (${file})`,
    );
  }
  return path.resolve(io.env.INIT_CWD ?? process.cwd(), file);
}

/** The JSON of --file, read from the folder npm was started in. */
function readJsonFile(name: CommandName, io: CliIo, file: string | undefined): unknown {
  if (!file) throw new UsageError(usage[name]);
  const where = path.resolve(io.env.INIT_CWD ?? process.cwd(), file);
  let raw: string;
  try {
    raw = fs.readFileSync(where, "utf8");
  } catch (error) {
    throw new UsageError(`Cannot read ${where}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`${where} is not JSON: ${(error as Error).message}`);
  }
}

/** payment:resolve's body: credit a player at a provider, or record a refund made outside. */
function resolutionBody(name: CommandName, values: Values) {
  if (!values.note) throw new UsageError(usage[name]);
  if (values.refunded && values.credit === undefined && values.provider === undefined) {
    return { refunded: true, note: values.note };
  }
  if (!values.refunded && values.credit && values.provider) {
    return { credit: { username: values.credit, provider: values.provider }, note: values.note };
  }
  throw new UsageError(usage[name]);
}

/** The limits:set options as the calls they make: one per kind that has a bound given. */
function limitCalls(values: Values): Array<Record<string, string>> {
  const calls: Array<Record<string, string>> = [];
  for (const kind of ["deposit", "withdraw"] as const) {
    const min = values[`${kind}-min`];
    const max = values[`${kind}-max`];
    if (min === undefined && max === undefined) continue;
    calls.push({
      kind,
      ...(kind === "deposit" ? { currency: values.currency ?? "LAK" } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    });
  }
  return calls;
}

async function runCommand(
  io: CliIo,
  name: CommandName,
  values: Values,
  positionals: string[],
): Promise<number> {
  const baseUrl = values.url ?? `http://127.0.0.1:${io.env.PORT ?? "3000"}`;
  const agency = `/api/admin/v1/agencies/${encodeURIComponent(values.agency ?? io.env.DEFAULT_AGENCY ?? "demo")}`;
  switch (name) {
    case "agency:create": {
      const code = single(name, positionals);
      if (!values.name) throw new UsageError(usage[name]);
      return call(io, baseUrl, "/api/admin/v1/agencies", {
        code: decodeURIComponent(code),
        name: values.name,
        domains: values.domain ?? [],
        ...(values["logo-url"] ? { logoUrl: values["logo-url"] } : {}),
      });
    }
    case "agency:domain": {
      const [code, host, ...extra] = positionals;
      if (!code || !host || extra.length > 0) throw new UsageError(usage[name]);
      return call(io, baseUrl, `/api/admin/v1/agencies/${encodeURIComponent(code)}/domains`, {
        domain: host,
      });
    }
    case "withdrawal:list":
      none(name, positionals);
      return call(io, baseUrl, `${agency}/withdrawals${listQuery(values.status, values)}`);
    case "withdrawal:approve": {
      const code = single(name, positionals);
      if (!values.reference) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/withdrawals/${code}/approve`, {
        reference: values.reference,
        ...(values["paid-at"] ? { paidAt: values["paid-at"] } : {}),
      });
    }
    case "withdrawal:reject":
      return call(io, baseUrl, `${agency}/withdrawals/${single(name, positionals)}/reject`, {
        ...(values.reason ? { reason: values.reason } : {}),
      });
    case "deposit:list":
      none(name, positionals);
      return call(io, baseUrl, `${agency}/deposits${listQuery(values.status, values)}`);
    case "player:block":
    case "player:unblock":
      return call(
        io,
        baseUrl,
        `${agency}/players/${single(name, positionals)}/${name === "player:block" ? "block" : "unblock"}`,
        {},
      );
    case "rates:set": {
      const currency = single(name, positionals);
      if (!values.buy || !values.sell) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/rates/${currency}`, { buy: values.buy, sell: values.sell });
    }
    case "limits:set": {
      none(name, positionals);
      const calls = limitCalls(values);
      if (calls.length === 0) throw new UsageError(usage[name]);
      for (const body of calls) {
        const code = await call(io, baseUrl, `${agency}/limits`, body);
        if (code !== 0) return code;
      }
      return 0;
    }
    case "payment-method:add": {
      none(name, positionals);
      const { code, mid, name: displayName, currency } = values;
      if (!code || !mid || !displayName || !currency) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/payment-methods`, { code, mid, name: displayName, currency });
    }
    case "payment-method:disable":
      return call(io, baseUrl, `${agency}/payment-methods/${single(name, positionals)}/disable`, {});
    case "payment:list":
      none(name, positionals);
      return call(
        io,
        baseUrl,
        `${agency}/payments${listQuery(values.unmatched ? "UNMATCHED" : values.status, values)}`,
      );
    case "payment:resolve": {
      const id = single(name, positionals);
      return call(io, baseUrl, `${agency}/payments/${id}/resolve`, resolutionBody(name, values));
    }
    case "job:list":
      none(name, positionals);
      return call(io, baseUrl, `${agency}/jobs${listQuery(values.dead ? "dead" : values.status, values)}`);
    case "job:retry":
      return call(io, baseUrl, `${agency}/jobs/${single(name, positionals)}/retry`, {});
    case "job:give-up": {
      const id = single(name, positionals);
      if (!values.note) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/jobs/${id}/give-up`, {
        note: values.note,
        ...(values["checked-at-provider"] ? { checkedAtProvider: true } : {}),
      });
    }
    case "job:settle": {
      const id = single(name, positionals);
      if (!values["checked-at-provider"]) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/jobs/${id}/settle`, {
        checkedAtProvider: true,
        ...(values.reference ? { providerReference: values.reference } : {}),
        ...(values.note ? { note: values.note } : {}),
      });
    }
    case "staff:create": {
      const username = decodeURIComponent(single(name, positionals));
      if (!values.role) throw new UsageError(usage[name]);
      return call(io, baseUrl, `${agency}/staff`, {
        username,
        role: values.role,
        ...(values.platform ? { platform: true } : {}),
        ...(values.password ? { password: values.password } : {}),
      });
    }
    case "staff:disable":
      return call(io, baseUrl, `${agency}/staff/${single(name, positionals)}/disable`, {});
    case "staff:reset-2fa":
      return call(io, baseUrl, `${agency}/staff/${single(name, positionals)}/reset-2fa`, {});
    case "promotion:list":
      none(name, positionals);
      return call(io, baseUrl, `${agency}/promotions`);
    case "promotion:create":
      none(name, positionals);
      return call(io, baseUrl, `${agency}/promotions`, readJsonFile(name, io, values.file));
    case "promotion:update": {
      const id = single(name, positionals);
      return call(io, baseUrl, `${agency}/promotions/${id}`, readJsonFile(name, io, values.file), "PUT");
    }
    case "promotion:activate":
    case "promotion:deactivate": {
      const action = name === "promotion:activate" ? "activate" : "deactivate";
      return call(io, baseUrl, `${agency}/promotions/${single(name, positionals)}/${action}`, {});
    }
    case "backup": {
      const file = backupFile(name, io, positionals);
      return saveBackup(io, baseUrl, file, values.force === true);
    }
    case "restore": {
      const file = backupFile(name, io, positionals);
      if (!values["data-dir"]) throw new UsageError(usage[name]);
      return restore(io, file, path.resolve(io.env.INIT_CWD ?? process.cwd(), values["data-dir"]));
    }
  }
}

export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.out(usage.main);
      return command === undefined ? 1 : 0;
    }
    if (!Object.hasOwn(usage, command) || command === "main")
      throw new UsageError(`Unknown command "${command}".\n\n${usage.main}`);
    const name = command as CommandName;
    const { values, positionals } = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
    if (values.help) {
      io.out(usage[name]);
      return 0;
    }
    return await runCommand(io, name, values, positionals);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err((error as Error).message);
      return 2;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const code = await runAdminCli(process.argv.slice(2), {
    env: process.env,
    fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
