import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../test/helper.ts";
import { runAdminCli } from "./admin.ts";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function cli(argv: string[], env: Record<string, string | undefined> = { ADMIN_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, {
    env,
    fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("npm run admin", () => {
  it("agency:create makes an agency the server then serves on its host", async () => {
    const result = await cli([
      "agency:create",
      "golden",
      "--name",
      "Golden Lao",
      "--domain",
      "golden.example.com",
      "--domain",
      "m.golden.example.com",
      "--url",
      url,
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out).agency).toMatchObject({
      code: "golden",
      domains: ["golden.example.com", "m.golden.example.com"],
    });
    const info = await get(t.app, "/api/v2/agency/info", { host: "m.golden.example.com" });
    expect(info.json().data.agency.name).toBe("Golden Lao");
  });

  it("agency:domain adds a host", async () => {
    const result = await cli(["agency:domain", "other", "second.other.example", "--url", url]);
    expect(result.code).toBe(0);
    expect(
      (await get(t.app, "/api/v2/agency/info", { host: "second.other.example" })).json().data.agency.code,
    ).toBe("other");
  });

  it("prints the server's refusal with its fields and fails", async () => {
    const result = await cli(["agency:create", "demo", "--name", "Again", "--url", url]);
    expect(result.code).toBe(1);
    expect(result.err).toContain("VALIDATION_ERROR");
    expect(result.err).toContain("code: admin.agency_code_taken");
  });

  it("explains each command with --help and refuses bad usage", async () => {
    for (const command of ["agency:create", "agency:domain"]) {
      const help = await cli([command, "--help"]);
      expect(help.code).toBe(0);
      expect(help.out).toContain(`npm run admin -- ${command}`);
    }
    expect((await cli(["--help"])).out).toContain("agency:create <code>");
    expect((await cli(["agency:create", "x"])).code).toBe(2);
    expect((await cli(["agency:remove", "x"])).code).toBe(2);
    expect((await cli(["agency:domain", "x", "y", "--bogus"])).code).toBe(2);
  });

  it("fails clearly with a wrong token or no server", async () => {
    const wrong = await cli(["agency:domain", "other", "x.example", "--url", url], {
      ADMIN_TOKEN: "not-the-token-at-all",
    });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("UNAUTHENTICATED");
    const down = await cli(["agency:domain", "other", "x.example", "--url", "http://127.0.0.1:1"]);
    expect(down.code).toBe(1);
    expect(down.err).toContain("Cannot reach the server");
    const noToken = await cli(["agency:domain", "other", "x.example", "--url", url], {
      DATA_DIR: "/nonexistent",
    });
    expect(noToken.code).toBe(2);
    expect(noToken.err).toContain("No admin token");
  });
});
