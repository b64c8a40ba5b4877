import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";
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

  it("loads and mounts nothing until the first toast", async () => {
    // A fresh copy of the module: the others here have asked for toasts already.
    vi.resetModules();
    const fresh = await import("./toaster");
    render(<fresh.Toaster />);
    await wait(3000);
    expect(screen.queryByRole("region")).toBeNull();
    fresh.toast.success("deposit credited");
    // The toaster's region comes with its code; the toast itself is drawn a moment later (on a
    // loaded machine, after the region was first found), so the wait is for the toast.
    await vi.waitFor(() => expect(screen.getByRole("region").textContent).toContain("deposit credited"));
  });

  it("shows one toast at a time, the newest", async () => {
    render(<Toaster />);
    toast.error("first failure");
    toast.success("second notice");
    await screen.findByRole("region");
    await wait(50);
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]?.textContent).toContain("second notice");
  });

  it("keeps a toast for a very long time", async () => {
    render(<Toaster />);
    toast.info("still here");
    await screen.findByRole("region");
    await wait(50);
    await wait(30 * 60 * 1000);
    expect(visibleToasts()[0]?.textContent).toContain("still here");
  });

  it("names its close button and its region in the player's language", async () => {
    // Texts render as their keys, whatever another test file loaded into the app's own translator.
    const keys = new Translator({ language: "lo", resources: { lo: { translation: {} } } });
    render(
      <I18nProvider i18n={keys}>
        <Toaster />
      </I18nProvider>,
    );
    toast.info("closable");
    expect((await screen.findByRole("region")).getAttribute("aria-label")).toContain("common.notifications");
    await wait(50);
    expect((await screen.findAllByRole("button", { name: "common.close" })).length).toBeGreaterThan(0);
  });
});
