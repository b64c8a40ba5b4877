import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "./toaster";

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function visibleToasts() {
  return [...document.querySelectorAll("[data-sonner-toast]")].filter(
    (element) => element.getAttribute("data-visible") === "true",
  );
}

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows one toast at a time, the newest", async () => {
    render(<Toaster />);
    await screen.findByRole("region");
    toast.error("first failure");
    toast.success("second notice");
    await wait(50);
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]?.textContent).toContain("second notice");
  });

  it("keeps a toast for a very long time", async () => {
    render(<Toaster />);
    await screen.findByRole("region");
    toast.info("still here");
    await wait(50);
    await wait(30 * 60 * 1000);
    expect(visibleToasts()[0]?.textContent).toContain("still here");
  });

  it("names its close button and its region in the player's language", async () => {
    render(<Toaster />);
    expect((await screen.findByRole("region")).getAttribute("aria-label")).toContain("common.notifications");
    toast.info("closable");
    await wait(50);
    expect((await screen.findAllByRole("button", { name: "common.close" })).length).toBeGreaterThan(0);
  });
});
