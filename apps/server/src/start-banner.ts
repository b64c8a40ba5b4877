/** What a development start prints once it listens: where things are, how to log in, how to stop. */
export function startBanner(input: {
  host: string;
  port: number;
  database: { driver: "pglite" | "postgres"; dataDir: string };
  demoPlayer: { username: string; password: string } | undefined;
  logLevel: string;
}): string {
  const wildcard = input.host === "0.0.0.0" || input.host === "::";
  const host = wildcard ? "localhost" : input.host.includes(":") ? `[${input.host}]` : input.host;
  const origin = `http://${host}:${input.port}`;
  const lines = [
    "",
    "Kham is running (development).",
    "",
    `  Player site   ${origin}`,
    `  Back office   ${origin}/backoffice`,
    `  API docs      ${origin}/api/docs`,
    "",
  ];
  if (input.demoPlayer) {
    lines.push(
      `  Demo player   ${input.demoPlayer.username} / ${input.demoPlayer.password}  (pay its deposits: npm run sandbox -- pay <order code>)`,
    );
  }
  lines.push(
    "  Staff login   npm run admin -- staff:create <name> --role owner",
    "                prints a password; the first login sets up an authenticator app",
    "",
    input.database.driver === "pglite"
      ? `  Data in ${input.database.dataDir} (PGlite; DATABASE_URL=postgres://… for PostgreSQL).`
      : "  Data in PostgreSQL (DATABASE_URL).",
    input.logLevel === "warn"
      ? "  Only warnings and errors are logged (LOG_LEVEL=info for more). Stop with Ctrl+C."
      : "  Stop with Ctrl+C.",
    "",
  );
  return lines.join("\n");
}
