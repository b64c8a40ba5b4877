import { describe, expect, it } from "vitest";
import { startBanner } from "./start-banner.ts";

const base = {
  host: "0.0.0.0",
  port: 3000,
  database: { driver: "pglite" as const, dataDir: "/home/noy/kham/data" },
  demoPlayer: { username: "demo", password: "demo1234" },
  logLevel: "warn",
};

describe("startBanner", () => {
  it("says where the site, the back office and the docs are, the demo login and how to stop", () => {
    const banner = startBanner(base);
    expect(banner).toContain("Player site   http://localhost:3000\n");
    expect(banner).toContain("Back office   http://localhost:3000/backoffice\n");
    expect(banner).toContain("API docs      http://localhost:3000/api/docs\n");
    expect(banner).toContain("Demo player   demo / demo1234");
    expect(banner).toContain("npm run admin -- staff:create <name> --role owner");
    expect(banner).toContain("Data in /home/noy/kham/data (PGlite");
    expect(banner).toContain("Stop with Ctrl+C.");
    expect(banner.split("\n").length).toBeLessThanOrEqual(16);
  });

  it("names the address it listens on, and leaves out a login there is not", () => {
    const banner = startBanner({
      ...base,
      host: "::1",
      port: 8080,
      database: { driver: "postgres", dataDir: "/unused" },
      demoPlayer: undefined,
      logLevel: "info",
    });
    expect(banner).toContain("Player site   http://[::1]:8080\n");
    expect(banner).not.toContain("Demo player");
    expect(banner).toContain("Data in PostgreSQL");
    expect(banner).not.toContain("Only warnings and errors");
    expect(startBanner({ ...base, host: "127.0.0.1" })).toContain("http://127.0.0.1:3000/backoffice");
  });
});
