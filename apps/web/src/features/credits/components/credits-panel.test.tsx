import { dehydrate } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateKeys } from "@/features/rates/api/rate-keys";
import { takePageData } from "@/lib/page-data";
import { createQueryClient } from "@/lib/query-client";
import { renderInApp, stubApi } from "@/lib/test-app";
import { writePageData } from "@/lib/test-screen-arrival";
import { creditKeys } from "../api/credit-keys";
import { CreditsPanel } from "./credits-panel";

const credit = (amount: string) => ({ amount, currency: "THB" });

const rates = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
];

/** The credits call answers these amounts (alphabet, askmebet, gclub, gclub_live, total). */
function stubCredits(amounts: [string, string, string, string], total: string) {
  const [alphabet, askmebet, gclub, gclubLive] = amounts;
  return stubApi(({ path }) => {
    if (path === "/v2/exchange-rates") return { status: 200, body: { data: rates } };
    if (path !== "/v2/players/credits") return undefined;
    return {
      status: 200,
      body: {
        data: {
          credits: [
            { provider: "alphabet", credit: credit(alphabet) },
            { provider: "askmebet", credit: credit(askmebet) },
            { provider: "gclub", credit: credit(gclub) },
            { provider: "gclub_live", credit: credit(gclubLive) },
          ],
          total: credit(total),
        },
      },
    };
  });
}

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

  it("shows the balance in kip as what it would pay out, at the agency's buy rate", async () => {
    stubCredits(["150.50", "0.00", "20.00", "0.00"], "170.50");
    renderInApp(() => <CreditsPanel />, {
      translation: { credits: { kip_cashed_out: "≈ {{amount}} kip if cashed out" } },
    });
    // 170.50 credit × 640 LAK = 109,120 LAK, written the Lao way.
    const total = await screen.findByTestId("credits-total");
    expect(await within(total).findByText("≈ 109.120 kip if cashed out")).toBeTruthy();
    const alphabet = screen.getByText("provider.alphabet").closest("li")!;
    // 150.50 × 640 = 96,320 LAK.
    expect(await within(alphabet).findByText("≈ 96.320 kip if cashed out")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "credits.deposit_now" })).toBeNull();
  });

  it("invites a player with no credit at all to deposit", async () => {
    stubCredits(["0.00", "0.00", "0.00", "0.00"], "0.00");
    const { router } = renderInApp(() => <CreditsPanel />);
    const deposit = await screen.findByRole("link", { name: "credits.deposit_now" });
    expect(deposit.getAttribute("href")).toBe("/player/deposit");
    expect(screen.getByText("credits.empty")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the credit the page came with at once, and still asks the provider for it on arrival", async () => {
    const inPage = (amount: string) => ({
      credits: [
        { provider: "alphabet" as const, credit: credit(amount) },
        { provider: "askmebet" as const, credit: credit("0.00") },
        { provider: "gclub" as const, credit: credit("0.00") },
        { provider: "gclub_live" as const, credit: credit("0.00") },
      ],
      total: credit(amount),
    });
    const server = createQueryClient();
    server.setQueryData(creditKeys.all, inPage("0.00"));
    server.setQueryData(rateKeys.all, rates);
    writePageData(dehydrate(server));
    // The app's own query client: everything else it holds stays fresh for minutes.
    const queryClient = createQueryClient();
    takePageData(queryClient);
    let answer!: (response: Response) => void;
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        calls.push(url);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderInApp(() => <CreditsPanel />, { queryClient });
    // Drawn from the page: no grey rows to be replaced, the invite to deposit already in place.
    const total = await screen.findByTestId("credits-total");
    expect(within(total).getByText(/0[.,]00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "credits.deposit_now" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    // The credit is the provider's live balance: asked for again; the seeded rates are not.
    await vi.waitFor(() => expect(calls).toEqual(["/api/v2/players/credits"]));
    answer(Response.json({ data: inPage("25.00") }));
    expect(await within(total).findByText(/25[.,]00/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "credits.deposit_now" })).toBeNull();
  });

  it("shows grey rows, said to be loading, until the credit is known", async () => {
    stubApi(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderInApp(() => <CreditsPanel />);
    const loading = await screen.findByRole("status");
    expect(loading.getAttribute("aria-busy")).toBe("true");
    expect(within(loading).getByText("common.loading")).toBeTruthy();
    expect(screen.queryByText(/0,00|0\.00/)).toBeNull();
  });

  it("says what went wrong instead of showing a made-up balance", async () => {
    stubApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "down" } } }));
    renderInApp(() => <CreditsPanel />);
    expect(await screen.findByText("errors.INTERNAL")).toBeTruthy();
    expect(screen.queryByText(/0,00|0\.00/)).toBeNull();
  });
});
