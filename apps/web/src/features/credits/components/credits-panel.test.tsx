import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { CreditsPanel } from "./credits-panel";

const credit = (amount: string) => ({ amount, currency: "THB" });

describe("CreditsPanel", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the player's credit with each provider and the total, from the credits call", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/credits"
        ? {
            status: 200,
            body: {
              data: {
                credits: [
                  { provider: "alphabet", credit: credit("150.50") },
                  { provider: "askmebet", credit: credit("0.00") },
                  { provider: "gclub", credit: credit("20.00") },
                  { provider: "gclub_live", credit: credit("0.00") },
                ],
                total: credit("170.50"),
              },
            },
          }
        : undefined,
    );
    renderInApp(() => <CreditsPanel />);
    const alphabet = (await screen.findByText("provider.alphabet")).closest("li")!;
    expect(await within(alphabet).findByText(/150,50|150\.50/)).toBeTruthy();
    const gclub = screen.getByText("provider.gclub").closest("li")!;
    expect(within(gclub).getByText(/20,00|20\.00/)).toBeTruthy();
    expect(screen.getByText(/170,50|170\.50/)).toBeTruthy();
  });

  it("says what went wrong instead of showing a made-up balance", async () => {
    stubApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "down" } } }));
    renderInApp(() => <CreditsPanel />);
    expect(await screen.findByText("errors.INTERNAL")).toBeTruthy();
    expect(screen.queryByText(/0,00|0\.00/)).toBeNull();
  });
});
