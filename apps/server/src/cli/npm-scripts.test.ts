import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));

/** `npm run <script> -- <args>` from the repository's root, as a user types it, at npm's usual log level. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync("npm", ["run", script, "--", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, npm_config_loglevel: "notice", ...env },
  });
}

describe("npm run admin and npm run sandbox", () => {
  it("end a failure with the CLI's own message and exit code, and no npm error block", () => {
    const unknown = npmRun("admin", ["agency:remove", "x"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.split("\n")[0]).toBe('Unknown command "agency:remove".');
    expect(unknown.stderr).not.toContain("npm error");

    const down = npmRun("sandbox", ["pay", "D1", "--url", "http://127.0.0.1:9"], {
      ADMIN_TOKEN: "a-token-of-twenty-chars",
    });
    expect(down.status).toBe(1);
    expect(down.stderr.trim()).toMatch(
      /^Cannot reach the server at http:\/\/127\.0\.0\.1:9 \(.*\); is it running\?/,
    );
    expect(down.stderr.trim().split("\n")).toHaveLength(1);
  });
});
