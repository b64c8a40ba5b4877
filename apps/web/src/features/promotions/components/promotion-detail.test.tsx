import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { reloadPromotion, usageOf, welcomePromotion } from "../test-data";
import { PromotionDetail } from "./promotion-detail";

const ok = (data: unknown): ApiAnswer => ({ status: 200, body: { data } });

/** The API as a player with no promotion in use sees it, changed by `answer` where it says so. */
function renderDetail(
  promotionId: string,
  answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  const calls = stubApi(
    (call) =>
      answer(call) ??
      (call.path === "/v2/promotions"
        ? ok([welcomePromotion, reloadPromotion])
        : call.path === "/v2/players/backlist"
          ? ok({ blocked: false, hasDeposited: false })
          : call.path === "/v2/players/promotions/using"
            ? ok(null)
            : undefined),
  );
  const app = renderInApp(() => <PromotionDetail promotionId={promotionId} />, {
    path: `/player/promotion/${promotionId}`,
  });
  return { calls, router: app.router, user: userEvent.setup() };
}

describe("PromotionDetail", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the promotion picked from the list, in the reader's language, with its terms", async () => {
    renderDetail(welcomePromotion.id);
    expect(await screen.findByRole("heading", { name: "ໂບນັດຕ້ອນຮັບ 100%" })).toBeTruthy();
    expect(screen.getByText("ຝາກຄັ້ງທຳອິດ")).toBeTruthy();
    expect(screen.getByText("promotion.kind.FIRST_DEPOSIT")).toBeTruthy();
    expect(screen.getByTestId("promotion-deposit-bonus").textContent).toMatch(/100[.,]00.*\+100[.,]00/);
    expect(screen.getByRole("img", { name: "ໂບນັດຕ້ອນຮັບ 100%" }).getAttribute("src")).toBe(
      "/promotions/welcome.svg",
    );
  });

  it("prices the deposit in kip and values the bonus and the most paid out at what they pay", async () => {
    renderDetail(welcomePromotion.id, ({ path }) =>
      path === "/v2/exchange-rates"
        ? ok([
            { currency: "LAK", buy: "640", sell: "660" },
            { currency: "THB", buy: "1", sell: "1" },
          ])
        : undefined,
    );
    // 100 credit bought at 660 kip; 100 bonus and 3,000 most paid, each valued at 640 kip.
    expect((await screen.findByTestId("promotion-deposit-kip")).textContent).toBe(
      "promotion.terms.deposit_kip",
    );
    expect(screen.getByTestId("promotion-bonus-kip").textContent).toBe("credits.kip_cashed_out");
    expect(screen.getByText(/^3[.,]000[.,]00 THB \(credits\.kip_cashed_out\)$/)).toBeTruthy();
  });

  it("takes the promotion at the provider the player picks, then leads to the deposit", async () => {
    const { calls, router, user } = renderDetail(welcomePromotion.id, ({ method, path }) =>
      method === "POST" && path === "/v2/promotions/use"
        ? { status: 201, body: { data: usageOf({ provider: "gclub_live" }) } }
        : undefined,
    );
    await user.click(await screen.findByRole("radio", { name: /provider\.gclub_live/ }));
    await user.click(screen.getByRole("button", { name: /promotion\.detail\.take/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/player/deposit"));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v2/promotions/use",
      body: { promotionId: welcomePromotion.id, providerId: "gclub_live" },
    });
  });

  it("says why the server refused, and stays", async () => {
    const { router, user } = renderDetail(welcomePromotion.id, ({ method }) =>
      method === "POST"
        ? { status: 422, body: { error: { code: "PROMOTION_ONLY_FOR_FIRST_ORDER", message: "no" } } }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: /promotion\.detail\.take/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("errors.PROMOTION_ONLY_FOR_FIRST_ORDER");
    expect(router.state.location.pathname).toBe(`/player/promotion/${welcomePromotion.id}`);
  });

  it("tells a player who has deposited that a first-deposit promotion is not theirs, without the button", async () => {
    renderDetail(welcomePromotion.id, ({ path }) =>
      path === "/v2/players/backlist" ? ok({ blocked: false, hasDeposited: true }) : undefined,
    );
    expect(await screen.findByText("promotion.first_deposit_taken")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /promotion\.detail\.take/ })).toBeNull();
  });

  it("still offers a promotion for everyone to a player who has deposited", async () => {
    renderDetail(reloadPromotion.id, ({ path }) =>
      path === "/v2/players/backlist" ? ok({ blocked: false, hasDeposited: true }) : undefined,
    );
    expect(await screen.findByRole("button", { name: /promotion\.detail\.take/ })).toBeTruthy();
    expect(screen.queryByText("promotion.first_deposit_taken")).toBeNull();
  });

  it("shows a blocked player the blocked message instead of the button", async () => {
    const { calls } = renderDetail(welcomePromotion.id, ({ path }) =>
      path === "/v2/players/backlist" ? ok({ blocked: true, hasDeposited: false }) : undefined,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("errors.PLAYER_BLOCKED");
    expect(screen.queryByRole("button", { name: /promotion\.detail\.take/ })).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("with another promotion in use, points to it instead of offering a second one", async () => {
    renderDetail(reloadPromotion.id, ({ path }) =>
      path === "/v2/players/promotions/using" ? ok(usageOf()) : undefined,
    );
    expect(await screen.findByText("promotion.detail.using_other")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /promotion\.detail\.take/ })).toBeNull();
    expect(screen.getByRole("link", { name: /promotion\.detail\.see_current/ }).getAttribute("href")).toBe(
      "/player/promotion",
    );
  });

  it("with this promotion in use and not yet deposited, leads to its deposit", async () => {
    renderDetail(welcomePromotion.id, ({ path }) =>
      path === "/v2/players/promotions/using" ? ok(usageOf()) : undefined,
    );
    expect(await screen.findByText("promotion.detail.using_this")).toBeTruthy();
    expect(screen.getByRole("link", { name: /promotion\.current\.deposit_now/ }).getAttribute("href")).toBe(
      "/player/deposit",
    );
  });

  it("says clearly that an unknown promotion is not found", async () => {
    renderDetail("no-such-promotion");
    expect(await screen.findByRole("heading", { name: "promotion.not_found.title" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /promotion\.not_found\.back/ }).getAttribute("href")).toBe(
      "/player/promotion",
    );
    expect(screen.queryByRole("button", { name: /promotion\.detail\.take/ })).toBeNull();
  });
});
