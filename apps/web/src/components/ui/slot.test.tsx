import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot", () => {
  afterEach(cleanup);

  it("renders its one child with its own props added, the child's winning", () => {
    render(
      <Slot aria-label="slot" data-slot="button" title="from the slot">
        <a href="/login" title="from the link">
          Log in
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "slot" });
    expect(link.getAttribute("href")).toBe("/login");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.title).toBe("from the link");
  });

  it("joins the classes, merges the styles and runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    render(
      <Slot className="inline-flex" style={{ color: "red", margin: 0 }} onClick={() => calls.push("slot")}>
        <button
          type="button"
          className="w-full"
          style={{ color: "blue" }}
          onClick={() => calls.push("child")}
        >
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.className).toBe("inline-flex w-full");
    expect(button.style.color).toBe("blue");
    expect(button.style.margin).toBe("0px");
    fireEvent.click(button);
    expect(calls).toEqual(["child", "slot"]);
  });

  it("gives the element to both its own ref and the child's", () => {
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <a href="/" ref={childRef}>
          Home
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(slotRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });

  it("refuses anything but one element", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow();
    vi.restoreAllMocks();
  });
});

describe("Button asChild", () => {
  afterEach(cleanup);

  it("draws its child, a link, as a button", () => {
    render(
      <Button asChild size="lg" variant="outline" className="mt-2">
        <a href="/register">Register</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Register" });
    expect(link.getAttribute("href")).toBe("/register");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.className).toContain("border-gold/60");
    expect(link.className).toContain("h-12");
    expect(link.className).toContain("mt-2");
  });
});
