import { expect, test } from "../fixtures/test.ts";

test("the page runs under a CSP without inline scripts and breaks none of it", async ({ page, t }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
    );
  });
  const response = await page.goto("/login");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");

  await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
  await expect(page.locator("script:not([src])")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

test("the session cookie is HttpOnly and SameSite=Lax, out of reach of scripts", async ({ page, player }) => {
  await page.goto("/player");
  await expect(page.getByText(player.displayName).first()).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("kham_session"));
  expect(session).toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("kham_session");
});
