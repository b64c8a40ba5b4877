import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type ComponentType, lazy } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DeferredMenu, type MenuProps } from "./deferred-menu";

function FakeMenu({ trigger, defaultOpen, note }: MenuProps & { note: string }) {
  return (
    <div>
      {trigger}
      {defaultOpen && <output data-testid="open-menu">{note}</output>}
    </div>
  );
}

/** A lazy menu whose code "arrives" only when the test says so, and which counts the asks for it. */
function controlledMenu() {
  let arrive: () => void = () => {};
  const asked = { times: 0 };
  const Menu = lazy(
    () =>
      new Promise<{ default: ComponentType<MenuProps & { note: string }> }>((resolve) => {
        asked.times += 1;
        arrive = () => resolve({ default: FakeMenu });
      }),
  );
  return { Menu, asked, arrive: () => act(async () => arrive()) };
}

/** The language menu's trigger over a lazy menu that shows `note` when it opens. */
function renderMenu(Menu: ComponentType<MenuProps & { note: string }>, note: string) {
  render(<DeferredMenu trigger={<button type="button">Language</button>} menu={Menu} menuProps={{ note }} />);
}

describe("DeferredMenu", () => {
  afterEach(cleanup);

  it("shows the trigger before the menu code arrives and opens the menu if it was tapped meanwhile", async () => {
    const { Menu, arrive } = controlledMenu();
    renderMenu(Menu, "lo cn vn th");
    const placeholder = screen.getByRole("button", { name: "Language" });
    expect(placeholder.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(placeholder);
    await arrive();
    expect((await screen.findByTestId("open-menu")).textContent).toBe("lo cn vn th");
  });

  it("opens the menu when only the pointerdown hit the placeholder (the click landed after the code arrived)", async () => {
    const { Menu, arrive } = controlledMenu();
    renderMenu(Menu, "opened");
    fireEvent.pointerDown(screen.getByRole("button", { name: "Language" }));
    await arrive();
    expect((await screen.findByTestId("open-menu")).textContent).toBe("opened");
  });

  it("does not ask for the menu's code until the pointer comes over the trigger", async () => {
    const { Menu, asked } = controlledMenu();
    renderMenu(Menu, "x");
    await act(async () => {});
    expect(asked.times).toBe(0);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Language" }));
    expect(asked.times).toBe(1);
  });

  it("keeps the same button in place while the code loads, and stays closed when nobody tapped", async () => {
    const { Menu, arrive } = controlledMenu();
    renderMenu(Menu, "x");
    const placeholder = screen.getByRole("button", { name: "Language" });
    placeholder.focus();
    fireEvent.pointerEnter(placeholder);
    // Still the element the player is on (focus and hover kept), not a fallback in its place.
    expect(screen.getByRole("button", { name: "Language" })).toBe(placeholder);
    expect(document.activeElement).toBe(placeholder);
    await arrive();
    expect(screen.getByRole("button", { name: "Language" })).toBeTruthy();
    expect(screen.queryByTestId("open-menu")).toBeNull();
  });
});
