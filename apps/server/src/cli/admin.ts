import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

const usage = {
  main: `Usage: npm run admin -- <command> [options]

Commands:
  agency:create <code> --name <name> --domain <host>...   create an agency with its domains
  agency:domain <code> <host>                             add a domain to an agency

Common options:
  --url <url>     the server (default http://127.0.0.1:$PORT, PORT defaults to 3000)
  --help          help for a command

The token is ADMIN_TOKEN, or in development the file $DATA_DIR/admin-token the server writes.`,
  "agency:create": `Usage: npm run admin -- agency:create <code> --name <name> --domain <host> [--domain <host>...] [--logo-url <url>] [--url <url>]

Creates an agency (code: 2-20 lower-case letters or digits) that answers on the given hosts, with the
six default banks. Example:
  npm run admin -- agency:create lucky --name "Lucky Lao" --domain lucky.example.com`,
  "agency:domain": `Usage: npm run admin -- agency:domain <code> <host> [--url <url>]

Adds a host to an existing agency. Example:
  npm run admin -- agency:domain lucky www.lucky.example.com`,
} as const;

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

async function call(io: CliIo, baseUrl: string, urlPath: string, body: unknown): Promise<number> {
  let response: Response;
  try {
    response = await io.fetch(new URL(urlPath, baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken(io.env)}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.err(
      `Cannot reach the server at ${baseUrl} (${(error as Error).message}); is it running? Use --url to point elsewhere.`,
    );
    return 1;
  }
  const answer = (await response.json().catch(() => undefined)) as
    | { data?: unknown; error?: { code: string; message: string; fields?: Record<string, string> } }
    | undefined;
  if (!response.ok || answer?.error) {
    const error = answer?.error;
    io.err(`Failed (${response.status} ${error?.code ?? ""}): ${error?.message ?? "unexpected answer"}`);
    for (const [field, reason] of Object.entries(error?.fields ?? {})) io.err(`  ${field}: ${reason}`);
    return 1;
  }
  io.out(JSON.stringify(answer?.data, null, 2));
  return 0;
}

export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const options = {
    url: { type: "string" },
    help: { type: "boolean", short: "h" },
    name: { type: "string" },
    domain: { type: "string", multiple: true },
    "logo-url": { type: "string" },
  } as const;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.out(usage.main);
      return command === undefined ? 1 : 0;
    }
    if (!(command in usage) || command === "main")
      throw new UsageError(`Unknown command "${command}".\n\n${usage.main}`);
    const name = command as "agency:create" | "agency:domain";
    const { values, positionals } = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
    if (values.help) {
      io.out(usage[name]);
      return 0;
    }
    const baseUrl = values.url ?? `http://127.0.0.1:${io.env.PORT ?? "3000"}`;
    if (name === "agency:create") {
      const [code, ...extra] = positionals;
      if (!code || extra.length > 0 || !values.name) throw new UsageError(usage[name]);
      return await call(io, baseUrl, "/api/admin/v1/agencies", {
        code,
        name: values.name,
        domains: values.domain ?? [],
        ...(values["logo-url"] ? { logoUrl: values["logo-url"] } : {}),
      });
    }
    const [code, host, ...extra] = positionals;
    if (!code || !host || extra.length > 0) throw new UsageError(usage[name]);
    return await call(io, baseUrl, `/api/admin/v1/agencies/${encodeURIComponent(code)}/domains`, {
      domain: host,
    });
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
