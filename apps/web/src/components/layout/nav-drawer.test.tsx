import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NAV_DRAWER_WIDTH, NavDrawer } from "./nav-drawer";
import { renderAt, testPlayerInfo } from "./test-utils";

function OpenDrawer() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <NavDrawer open={open} onOpenChange={setOpen} />
      <output data-testid="drawer-state">{open ? "open" : "closed"}</output>
    </>
  );
}

async function drawerAt(path: string, player = testPlayerInfo) {
  renderAt(path, () => <OpenDrawer />, { player });
  return screen.findByRole("dialog");
}

function linkTo(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole("link", { name });
}

describe("NavDrawer", () => {
  afterEach(cleanup);

  it("is a left sheet 393 px wide, never wider than the screen", async () => {
    const dialog = await drawerAt("/player");
    expect(NAV_DRAWER_WIDTH).toBe(393);
    expect(dialog.style.width).toBe("393px");
    expect(dialog.style.maxWidth).toBe("100vw");
    expect(dialog.dataset.side).toBe("left");
  });

  it("highlights only the entry whose path is the current one", async () => {
    const dialog = await drawerAt("/player/deposit");
    expect(linkTo(dialog, "menu.deposit").getAttribute("aria-current")).toBe("page");
    expect(linkTo(dialog, "menu.withdraw").getAttribute("aria-current")).toBeNull();
    expect(linkTo(dialog, "provider.alphabet").getAttribute("aria-current")).toBeNull();
  });

  it("ignores the query string when highlighting", async () => {
    const dialog = await drawerAt("/player/game/askmebet");
    const askmebet = linkTo(dialog, "provider.askmebet");
    expect(askmebet.getAttribute("aria-current")).toBe("page");
    expect(askmebet.getAttribute("href")).toBe("/player/game/askmebet?tab=Slot");
  });

  it("opens the history submenu on a history page and highlights that page alone", async () => {
    const dialog = await drawerAt("/player/withdraw/history");
    const history = within(dialog).getByRole("button", { name: "menu.history" });
    expect(history.getAttribute("aria-expanded")).toBe("true");
    expect(linkTo(dialog, "menu.withdraw_history").getAttribute("aria-current")).toBe("page");
    expect(linkTo(dialog, "menu.withdraw").getAttribute("aria-current")).toBeNull();
  });

  it("keeps the history submenu closed elsewhere until it is toggled", async () => {
    const dialog = await drawerAt("/player/bank");
    expect(within(dialog).queryByRole("link", { name: "menu.deposit_history" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "menu.history" }));
    expect(linkTo(dialog, "menu.deposit_history").getAttribute("href")).toBe("/player/deposit/history");
  });

  it("shows the player two groups separated by a divider", async () => {
    const dialog = await drawerAt("/player");
    const nav = within(dialog).getByRole("navigation");
    expect(nav.querySelectorAll("hr")).toHaveLength(1);
    expect(nav.querySelectorAll(":scope > ul")).toHaveLength(2);
  });

  it("closes when a link is followed", async () => {
    const dialog = await drawerAt("/player");
    fireEvent.click(linkTo(dialog, "menu.bank"));
    expect(screen.getByTestId("drawer-state").textContent).toBe("closed");
  });

  it("closes with its close control", async () => {
    const dialog = await drawerAt("/player");
    const close = within(dialog).getByRole("button", { name: "home.drawer.close" });
    expect(close.textContent).toContain("home.drawer.close");
    fireEvent.click(close);
    expect(screen.getByTestId("drawer-state").textContent).toBe("closed");
  });

  it("offers a visitor only login and register", async () => {
    renderAt("/", () => <OpenDrawer />, { player: null });
    const dialog = await screen.findByRole("dialog");
    expect(linkTo(dialog, "home.drawer.login").getAttribute("href")).toBe("/login");
    expect(linkTo(dialog, "home.drawer.register").getAttribute("href")).toBe("/register");
    expect(within(dialog).queryByRole("link", { name: "menu.deposit" })).toBeNull();
  });
});
