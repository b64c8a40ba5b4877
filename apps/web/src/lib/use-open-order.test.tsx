import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOpenOrder } from "./use-open-order";

type Order = { code: string };

describe("useOpenOrder", () => {
  it("shows the open order once when it arrives, and not again after the player closed it", () => {
    const open: Order = { code: "D1" };
    const { result, rerender } = renderHook(({ order }) => useOpenOrder(order), {
      initialProps: { order: undefined as Order | undefined },
    });
    expect(result.current.shown).toBeUndefined();

    rerender({ order: open });
    expect(result.current.shown).toBe(open);

    act(() => result.current.close());
    rerender({ order: { ...open } });
    expect(result.current.shown).toBeUndefined();
  });

  it("shows an order the player just made, or the open one again when asked", () => {
    const { result } = renderHook(() => useOpenOrder<Order>(undefined));
    act(() => result.current.show({ code: "W1" }));
    expect(result.current.shown).toEqual({ code: "W1" });
    act(() => result.current.close());
    expect(result.current.shown).toBeUndefined();
  });
});
