import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { withdrawalOrderOf } from "../test-data";
import { WithdrawalHistory } from "./withdrawal-history";

const paging = { page: 1, pageSize: 10 };

describe("WithdrawalHistory", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a rejected order's reason from the agency in its row", async () => {
    const rejected = withdrawalOrderOf({ code: "W2", status: "REJECTED", reason: "name does not match" });
    const paid = withdrawalOrderOf({ code: "W1", status: "SUCCESS" });
    stubApi(({ path }) =>
      path.startsWith("/v2/withdrawals?")
        ? { status: 200, body: { data: { items: [rejected, paid], page: 1, pageSize: 10, total: 2 } } }
        : undefined,
    );
    renderInApp(() => <WithdrawalHistory {...paging} />);
    const row = (await screen.findAllByText("W2")).map((cell) => cell.closest("tr, li")!);
    for (const entry of row) {
      expect(within(entry as HTMLElement).getByTestId("withdrawal-reason").textContent).toContain(
        "name does not match",
      );
    }
    const other = screen.getAllByText("W1").map((cell) => cell.closest("tr, li")!);
    for (const entry of other)
      expect(within(entry as HTMLElement).queryByTestId("withdrawal-reason")).toBeNull();
  });

  it("shows rows of grey shapes, said to be loading, while the first page loads", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderInApp(() => <WithdrawalHistory {...paging} />);
    const loading = await screen.findByTestId("history-loading");
    expect(loading.getAttribute("aria-busy")).toBe("true");
    expect(loading.getAttribute("role")).toBe("status");
    expect(within(loading).getByText("common.loading")).toBeTruthy();
  });
});
