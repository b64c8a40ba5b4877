import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { renderInApp, stubApi } from "@/lib/test-app";
import { reloadPromotion, usageOf } from "../test-data";
import { UsageHistory } from "./usage-history";

const usages = [
  usageOf({ bonus: "100.00", deposited: true }),
  usageOf({
    usageId: "u-2",
    promotion: reloadPromotion,
    provider: "askmebet",
    status: "SUCCESS",
    endedAt: "2026-02-10T04:05:06.000Z",
    bonus: "60.00",
    deposited: true,
    creditReturned: "120.50",
  }),
  usageOf({
    usageId: "u-3",
    status: "CANCELED",
    endedAt: "2026-01-20T01:02:03.000Z",
    bonusRemoved: "100.00",
  }),
];

describe("UsageHistory", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists each promotion's dates, status colour, maximum credit and the excess returned", async () => {
    const calls = stubApi(({ path }) =>
      path.startsWith("/v2/promotions/usages")
        ? { status: 200, body: { data: { items: usages, page: 2, pageSize: 3, total: 7 } } }
        : undefined,
    );
    renderInApp(() => <UsageHistory page={2} pageSize={3} />);
    const rows = await screen.findAllByRole("row");
    expect(calls[0]!.path).toBe("/v2/promotions/usages?page=2&pageSize=3");

    const [, inUse, done, cancelled] = rows;
    expect(inUse!.textContent).toContain("ໂບນັດຕ້ອນຮັບ 100%");
    expect(inUse!.textContent).toContain(formatDateTime(usages[0]!.usedAt));
    expect(inUse!.textContent).toMatch(/3[.,\s]?000[.,]00/);
    expect(within(inUse!).getByText("promotion.status.USED").getAttribute("data-colour")).toBe("gold");

    expect(done!.textContent).toContain("ເຕີມທຸກວັນ ຮັບ 20%");
    expect(done!.textContent).toContain("provider.askmebet");
    expect(within(done!).getByText("promotion.status.SUCCESS").getAttribute("data-colour")).toBe("green");
    expect(within(cancelled!).getByText("promotion.status.CANCELED").getAttribute("data-colour")).toBe("red");
    expect(screen.getAllByText("promotion.history.credit_returned").length).toBeGreaterThan(0);

    expect(screen.getByRole("navigation", { name: "promotion.history.pages" })).toBeTruthy();
    expect(screen.getByText("promotion.history.page_of")).toBeTruthy();
  });

  it("shows the placeholder end date of a usage in use as N/A", async () => {
    stubApi(() => ({
      status: 200,
      body: { data: { items: [usages[0]], page: 1, pageSize: 10, total: 1 } },
    }));
    const i18nFree = renderInApp(() => <UsageHistory page={1} pageSize={10} />);
    const card = (await i18nFree.findAllByTestId("usage-card"))[0]!;
    expect(card.textContent).toContain("N/A");
  });

  it("invites a player with no promotions yet to see the offer", async () => {
    stubApi(() => ({ status: 200, body: { data: { items: [], page: 1, pageSize: 10, total: 0 } } }));
    renderInApp(() => <UsageHistory page={1} pageSize={10} />);
    expect(await screen.findByText("promotion.history.empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "promotion.history.browse" }).getAttribute("href")).toBe(
      "/player/promotion",
    );
  });
});
