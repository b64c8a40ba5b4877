import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api-client";
import { ResponseShapeError } from "./check-answer";
import { leaving, showPlayerOf, staying, tellOtherTabs } from "./player-session";
import { anotherTab } from "./player-session.test-support";

const player = { id: "p1", username: "somchai", displayName: "Somchai" };

const depositOrder = {
  code: "D0123456789ABCDEFGH",
  provider: "askmebet",
  currency: "LAK",
  amount: "66000",
  credit: "100.00",
  bonus: "0.00",
  rate: "660",
  status: "OPEN",
  bankCode: "BCEL",
  mid: "BCEL000123",
  expiresAt: "2026-11-22T10:15:00.000Z",
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The server's answer to a session cookie that resumes no session. */
const sessionEnded = () =>
  jsonResponse(401, { error: { code: "SESSION_ENDED", message: "Your session has ended" } });

const otherTabs: ReturnType<typeof anotherTab>[] = [];
function otherTab() {
  const tab = anotherTab();
  otherTabs.push(tab);
  return tab;
}

describe("api client", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { search: "", pathname: "/player", assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    assign.mockReset();
    // Each test is a page of its own: one that left for the login screen is gone.
    staying();
    for (const tab of otherTabs.splice(0)) tab.close();
  });

  it("answers the envelope's data and sends cookies and JSON under /api", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { available: true } }));
    await expect(
      api.post(
        "/v2/players/username/validate",
        { username: "somchai" },
        (contract) => contract.usernameAvailabilitySchema,
      ),
    ).resolves.toEqual({
      available: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v2/players/username/validate");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ username: "somchai" }));
  });

  it("names the player the tab shows, and loads afresh when the session is now another's", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { search: "", pathname: "/player", assign, reload });
    showPlayerOf(() => "p1");
    try {
      const heard = otherTab();
      fetchMock.mockResolvedValueOnce(
        jsonResponse(409, { error: { code: "PLAYER_CHANGED", message: "Another player" } }),
      );
      await expect(
        api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
      ).rejects.toMatchObject({
        code: "PLAYER_CHANGED",
      });
      expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)["x-kham-player"]).toBe("p1");
      expect(reload).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
      // The session is alive, another player's: nothing ended that the other tabs must hear of.
      tellOtherTabs("login");
      await vi.waitFor(() => expect(heard.heard).toEqual(["login"]));
    } finally {
      showPlayerOf(() => undefined);
    }
  });

  it("names no player on the calls the page preloads, which must match the preload", async () => {
    showPlayerOf(() => "p1");
    try {
      fetchMock.mockResolvedValue(jsonResponse(200, { data: { player } }));
      await api.get("/v2/players/info", (contract) => contract.playerInfoSchema).catch(() => {});
      expect(
        (fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)["x-kham-player"],
      ).toBeUndefined();
    } finally {
      showPlayerOf(() => undefined);
    }
  });

  it("sends {} as the body of a body-less POST and no body on GET", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: {} }));
    await api.post("/v2/players/logout", undefined, (contract) => contract.emptySchema);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe("{}");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { player } }));
    await api.get("/v2/players/me", (contract) => contract.playerAnswerSchema);
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
    // Without a body there is no Content-Type, so the GET matches index.html's <link rel=preload>.
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty("Content-Type");
  });

  it("throws an ApiError with status, code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "VALIDATION_ERROR",
          message: "Invalid body",
          fields: { username: "validation.username_min" },
        },
      }),
    );
    const error = await api
      .post("/v2/players/register", {}, (contract) => contract.playerAnswerSchema)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Invalid body",
      fields: { username: "validation.username_min" },
    });
  });

  it("carries the wait a refused call was told in Retry-After, in seconds", async () => {
    const refused = (retryAfter?: string) =>
      new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many" } }), {
        status: 429,
        headers: { "Content-Type": "application/json", ...(retryAfter ? { "Retry-After": retryAfter } : {}) },
      });
    const login = () =>
      api.post("/v2/players/login", {}, (contract) => contract.playerAnswerSchema).catch((caught) => caught);
    fetchMock.mockResolvedValueOnce(refused("600"));
    expect(await login()).toMatchObject({ status: 429, code: "RATE_LIMITED", retryAfterSeconds: 600 });
    for (const told of [undefined, "Wed, 21 Oct 2026 07:28:00 GMT", "soon"]) {
      fetchMock.mockResolvedValueOnce(refused(told));
      expect(await login(), told).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: undefined });
    }
  });

  it("falls back to a code from the status when the body is not the envelope", async () => {
    fetchMock.mockResolvedValue(new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
  });

  it("sends the browser to /login on a 401 from an ordinary call, saying where to return", async () => {
    vi.stubGlobal("location", { pathname: "/player/withdraw", search: "?x=1", assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }));
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    // The call carried no session: the login screen asks for a login, and says nothing ended.
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fwithdraw%3Fx%3D1");
  });

  it("says the session ended when the server ended it, and tells the other tabs first", async () => {
    vi.stubGlobal("location", { pathname: "/player/withdraw", search: "", assign });
    const other = otherTab();
    const told = vi.spyOn(BroadcastChannel.prototype, "postMessage");
    fetchMock.mockResolvedValue(sessionEnded());
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toMatchObject({ status: 401, code: "SESSION_ENDED" });
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fwithdraw&session=ended");
    await vi.waitFor(() => expect(other.heard).toEqual(["ended"]));
    // Told before the tab leaves: nothing of this page runs for long once it has.
    expect(told.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0]!);
    told.mockRestore();
  });

  it("tells the other tabs of an end players/info was answered, which sends nobody to /login", async () => {
    const other = otherTab();
    fetchMock.mockResolvedValue(sessionEnded());
    await expect(api.get("/v2/players/info", (contract) => contract.playerInfoSchema)).rejects.toMatchObject({
      code: "SESSION_ENDED",
    });
    await vi.waitFor(() => expect(other.heard).toEqual(["ended"]));
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves once, at the first 401: later ones send the tab nowhere else and tell no one", async () => {
    const other = otherTab();
    fetchMock.mockResolvedValueOnce(sessionEnded());
    fetchMock.mockResolvedValueOnce(sessionEnded());
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "no" } }));
    for (let call = 0; call < 3; call++) {
      await expect(
        api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
      ).rejects.toMatchObject({ status: 401 });
    }
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer&session=ended");
    // The one piece of news, and nothing after it: the tab's own word that it is still here.
    tellOtherTabs("login");
    await vi.waitFor(() => expect(other.heard).toEqual(["ended", "login"]));
  });

  it("sends nowhere and tells no one of a 401 while the tab is leaving by itself (the player's own logout)", async () => {
    const other = otherTab();
    leaving();
    fetchMock.mockResolvedValue(sessionEnded());
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toMatchObject({ code: "SESSION_ENDED" });
    expect(assign).not.toHaveBeenCalled();
    tellOtherTabs("logout");
    await vi.waitFor(() => expect(other.heard).toEqual(["logout"]));
  });

  it("sends a 401 of a call with its own login path there as it is", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }));
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema, {
        loginPath: "/staff/login",
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/staff/login");
  });

  it("does not redirect on a 401 from players/info or agency/info", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }),
    );
    await expect(api.get("/v2/players/info", (contract) => contract.playerInfoSchema)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(api.get("/v2/agency/info", (contract) => contract.agencyInfoSchema)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not redirect when the browser is already on /login", async () => {
    vi.stubGlobal("location", { search: "", pathname: "/login", assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Log in" } }));
    await expect(api.get("/v2/players/me", (contract) => contract.playerAnswerSchema)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  describe("checks each answer against its contract schema in tests", () => {
    const openDeposits = () =>
      api.get("/v2/deposits/open", (contract) => contract.depositOrderSchema.array());

    it("answers an answer of the right shape", async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, { data: [depositOrder] }));
      await expect(openDeposits()).resolves.toEqual([depositOrder]);
    });

    it("refuses a deposit order without its code, naming the call and the field", async () => {
      const { code: _code, ...withoutCode } = depositOrder;
      fetchMock.mockResolvedValue(jsonResponse(200, { data: [withoutCode] }));
      const error = await openDeposits().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, code: "INTERNAL", call: "GET /v2/deposits/open" });
      expect((error as Error).message).toMatch(/^GET \/v2\/deposits\/open answered .*0\.code: /);
    });

    it("refuses an amount sent as a number instead of a decimal string", async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, { data: [{ ...depositOrder, amount: 66000 }] }));
      await expect(openDeposits()).rejects.toThrow(/0\.amount: .*expected string/);
    });

    it("refuses a missing envelope", async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, [depositOrder]));
      await expect(openDeposits()).rejects.toBeInstanceOf(ResponseShapeError);
    });
  });
});
