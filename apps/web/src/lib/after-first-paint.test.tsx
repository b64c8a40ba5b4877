import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

describe("AfterFirstPaint", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("mounts its children only when the browser reports idle time", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    render(
      <AfterFirstPaint>
        <p>toaster</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText("toaster")).toBeNull();
    act(() => idle?.());
    expect(screen.getByText("toaster")).toBeTruthy();
  });
});
