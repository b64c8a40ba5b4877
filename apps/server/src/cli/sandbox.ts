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
  main: `Usage: npm run sandbox -- <command> [options]

Commands:
  pay <orderCode> [--amount N] [--no-webhook]   pay a deposit order at the sandbox bank

Common options:
  --url <url>     the server (default http://127.0.0.1:$PORT, PORT defaults to 3000)
  --help          help for a command

The sandbox exists outside production only. The token is ADMIN_TOKEN, or in development the file
$DATA_DIR/admin-token the server writes.`,
  pay: `Usage: npm run sandbox -- pay <orderCode> [--amount N] [--no-webhook] [--url <url>]

Records the payment of a deposit order at the sandbox bank (the order's amount unless --amount says
otherwise) and has the bank send its signed webhook to the server, so the credit arrives by itself.
With --no-webhook only the player's "check" finds the payment. Example:
  npm run sandbox -- pay D4KX2M9QW7ZP3T8VB1NR`,
} as const;

class UsageError extends Error {}

function adminToken(env: CliIo["env"]): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
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

interface PayAnswer {
  data?: {
    payment: { orderCode: string; amount: string; currency: string; reference: string };
    webhook: { sent: boolean; status?: number };
  };
  error?: { code: string; message: string; fields?: Record<string, string> };
}

async function pay(
  io: CliIo,
  baseUrl: string,
  body: { orderCode: string; amount?: string; webhook: boolean },
): Promise<number> {
  let response: Response;
  try {
    response = await io.fetch(new URL("/api/sandbox/v1/payments", baseUrl), {
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
  const answer = (await response.json().catch(() => undefined)) as PayAnswer | undefined;
  if (!response.ok || answer?.data === undefined) {
    const error = answer?.error;
    const hint = response.status === 404 && !error ? " (is the server running in production?)" : "";
    io.err(
      `Failed (${response.status} ${error?.code ?? ""}): ${error?.message ?? "unexpected answer"}${hint}`,
    );
    for (const [field, reason] of Object.entries(error?.fields ?? {})) io.err(`  ${field}: ${reason}`);
    return 1;
  }
  const { payment, webhook } = answer.data;
  io.out(
    `Paid ${payment.amount} ${payment.currency} for ${payment.orderCode} (reference ${payment.reference}).`,
  );
  if (!webhook.sent) {
    io.out("No webhook sent: the player's check will find the payment.");
    return 0;
  }
  if (webhook.status !== 200) {
    io.err(`The webhook was answered with HTTP ${webhook.status}.`);
    return 1;
  }
  io.out("Webhook delivered.");
  return 0;
}

export async function runSandboxCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.out(usage.main);
      return command === undefined ? 1 : 0;
    }
    if (command !== "pay") throw new UsageError(`Unknown command "${command}".\n\n${usage.main}`);
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        url: { type: "string" },
        help: { type: "boolean", short: "h" },
        amount: { type: "string" },
        "no-webhook": { type: "boolean" },
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      io.out(usage.pay);
      return 0;
    }
    const [orderCode, ...extra] = positionals;
    if (!orderCode || extra.length > 0) throw new UsageError(usage.pay);
    if (values.amount !== undefined && !/^\d{1,15}(\.\d{1,2})?$/.test(values.amount)) {
      throw new UsageError(`--amount must be a number like 66000 or 150.50 (got "${values.amount}")`);
    }
    const baseUrl = values.url ?? `http://127.0.0.1:${io.env.PORT ?? "3000"}`;
    return await pay(io, baseUrl, {
      orderCode: orderCode.toUpperCase(),
      ...(values.amount !== undefined ? { amount: values.amount } : {}),
      webhook: !values["no-webhook"],
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
  const code = await runSandboxCli(process.argv.slice(2), {
    env: process.env,
    fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
