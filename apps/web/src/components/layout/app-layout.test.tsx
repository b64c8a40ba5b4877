import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppLayout } from "./app-layout";
import { renderAt, testAgency, testPlayerInfo } from "./test-utils";

function renderLayout(path: string, player = testPlayerInfo as typeof testPlayerInfo | null) {
  return renderAt(path, () => <AppLayout>page content</AppLayout>, { player });
}

describe("AppLayout", () => {
  afterEach(cleanup);

  it("gives a visitor login and register in the top bar, and no deposit button", async () => {
    renderLayout("/", null);
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("link", { name: "header.login" }).getAttribute("href")).toBe("/login");
    expect(within(header).getByRole("link", { name: "header.register" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(within(header).queryByRole("link", { name: "header.deposit" })).toBeNull();
    expect(within(header).getByRole("img", { name: testAgency.name }).getAttribute("src")).toBe(
      testAgency.logoUrl,
    );
  });

  it("gives a player the deposit button and a menu with their display name", async () => {
    renderLayout("/player");
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("link", { name: "header.deposit" }).getAttribute("href")).toBe(
      "/player/deposit",
    );
    expect(within(header).getByRole("button", { name: /^header\.user_menu: / }).textContent).toContain(
      "Somchai",
    );
    expect(within(header).queryByRole("link", { name: "header.login" })).toBeNull();
  });

  it("gives a player the row of entries under the top bar", async () => {
    renderLayout("/player");
    const header = await screen.findByRole("banner");
    const row = await within(header).findByRole("navigation", { name: "header.menu" });
    expect(within(row).getByRole("link", { name: "menu.deposit" }).getAttribute("href")).toBe(
      "/player/deposit",
    );
    expect(within(row).getByRole("link", { name: "provider.gclub_live" }).getAttribute("href")).toBe(
      "/player/game/gclub_live",
    );
  });

  it("gives a visitor no row of entries under the top bar", async () => {
    renderLayout("/", null);
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("link", { name: "header.login" })).toBeTruthy();
    expect(within(header).queryByRole("navigation")).toBeNull();
  });

  it("has the bottom bar's four tabs and the central game button", async () => {
    renderLayout("/player");
    const bottomBar = (await screen.findByRole("button", { name: "bottom.contact" })).closest("nav");
    const links = within(bottomBar!)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["bottom.deposit", "/player/deposit"],
      ["bottom.withdraw", "/player/withdraw"],
      ["bottom.game", "/player/game/alphabet"],
      ["bottom.bank", "/player/bank"],
    ]);
  });

  it("opens the contact drawer from the bottom bar with the agency's five links", async () => {
    renderLayout("/");
    fireEvent.click(await screen.findByRole("button", { name: "bottom.contact" }));
    const drawer = await screen.findByRole("dialog", { name: "contact.title" });
    const links = within(drawer).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      testAgency.whatsapp,
      testAgency.line,
      testAgency.facebook,
      testAgency.telegram,
      testAgency.twitter,
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("opens the navigation drawer from the menu toggle", async () => {
    renderLayout("/", null);
    fireEvent.click(await screen.findByRole("button", { name: "header.menu" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("link", { name: "home.drawer.login" })).toBeTruthy();
  });

  it("shows the page content and the footer's copyright", async () => {
    renderLayout("/");
    expect(await screen.findByText("page content")).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).getByText("footer.copyright")).toBeTruthy();
  });
});
