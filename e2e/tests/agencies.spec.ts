import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { newPlayerDetails } from "../fixtures/player.ts";
import { e2eAdminToken, e2ePort, originOf } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The README's admin command, as staff would type it: npm run admin -- agency:create … */
async function adminCli(...args: string[]) {
  return run("npm", ["run", "--silent", "admin", "--", ...args, "--url", `http://127.0.0.1:${e2ePort}`], {
    cwd: repoRoot,
    env: { ...process.env, ADMIN_TOKEN: e2eAdminToken },
  });
}

test("a second agency created with the admin CLI answers on its own host with its own players", async ({
  page,
  t,
}) => {
  const code = `e2e${randomBytes(4).toString("hex")}`;
  const host = `${code}.localhost`;
  const name = `Agency ${code}`;
  await adminCli("agency:create", code, "--name", name, "--domain", host);

  await page.goto(`${originOf(host)}/`);
  await expect(page.getByRole("img", { name }).first()).toBeVisible();
  await expect(page.getByText(t("agency_not_found.title"))).toHaveCount(0);

  // Node cannot resolve *.localhost, so this player registers through the browser, as a player would.
  const player = newPlayerDetails();
  await page.goto(`${originOf(host)}/register`);
  await page.getByLabel(t("register.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("register.display_name"), { exact: true }).fill(player.displayName);
  await page.getByLabel(t("register.password"), { exact: true }).fill(player.password);
  await page.getByLabel(t("register.confirm_password"), { exact: true }).fill(player.password);
  await page.getByLabel(t("register.age_confirm")).check();
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page).toHaveURL(`${originOf(host)}/player`);
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();

  // The same username is free again at the demo agency: players belong to one agency.
  await page.goto("/register");
  await page.getByLabel(t("register.username"), { exact: true }).fill(player.username);
  await expect(page.getByText(t("register.username_available"))).toBeVisible();

  // A domain added later serves the same agency.
  const alias = `www-${host}`;
  await adminCli("agency:domain", code, alias);
  await page.goto(`${originOf(alias)}/login`);
  await expect(page.getByRole("img", { name }).first()).toBeVisible();
});
