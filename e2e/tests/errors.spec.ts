import { expect, test } from "../fixtures/test.ts";

test("a screen whose code cannot be loaded reloads the page once, then shows Something went wrong!", async ({
  page,
  t,
}) => {
  // The register screen's chunk is gone, as after a deploy that renamed it.
  await page.route(/\/assets\/register-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  // Page loads counted by their document requests: the reload may come before the first page's
  // load event (which waits for fonts and images), so load events would miss it.
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });

  await page.goto("/register");
  const errorView = page.getByRole("alert").filter({ hasText: t("error_view.title") });
  await expect(errorView).toBeVisible();
  await expect.poll(() => loads).toBe(2);
  const reloadMarks = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith("lazy-reload:")),
  );
  expect(reloadMarks).toHaveLength(1);

  await errorView.getByRole("button", { name: t("error_view.show") }).click();
  await expect(errorView.getByText(/register-[^/]+\.js/)).toBeVisible();
  await errorView.getByRole("button", { name: t("error_view.hide") }).click();
  await expect(errorView.getByText(/register-[^/]+\.js/)).toBeHidden();
});
