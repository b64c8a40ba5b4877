import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { reloadPromotion, welcomePromotion } from "../test-data";
import { PromotionBanners } from "./promotion-banners";

describe("PromotionBanners", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("links each live promotion to its detail; the first image is fetched at once, the rest when near, each with its size reserved", async () => {
    stubApi(({ path }) =>
      path === "/v2/promotions"
        ? { status: 200, body: { data: [welcomePromotion, reloadPromotion] } }
        : undefined,
    );
    renderInApp(() => <PromotionBanners />);
    const welcome = await screen.findByRole("link", { name: "ໂບນັດຕ້ອນຮັບ 100%" });
    expect(welcome.getAttribute("href")).toBe(`/player/promotion/${welcomePromotion.id}`);
    const reload = screen.getByRole("link", { name: "ເຕີມທຸກວັນ ຮັບ 20%" });
    const image = welcome.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/promotions/welcome.svg");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(reload.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "300"]);
  });

  it("holds the row's place while loading and shows nothing when there is no promotion", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    const view = renderInApp(() => <PromotionBanners />);
    expect(await view.findAllByTestId("promotion-banner-placeholder")).toHaveLength(3);
    answer(Response.json({ data: [] }));
    await vi.waitFor(() => expect(view.queryByTestId("promotion-banner-placeholder")).toBeNull());
    expect(view.queryByRole("heading")).toBeNull();
  });
});
