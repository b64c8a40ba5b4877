import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { seedPlayer } from "@/features/auth/api/player-keys";
import {
  currentPlayerSession,
  forgetPlayerSession,
  markPlayerSessionEnded,
  SESSION_AT_PAGE,
  startPlayerSession,
} from "@/features/auth/session-memory";
import { createQueryClient } from "@/lib/query-client";
import { type ApiAnswer, stubApi, testAgency } from "@/lib/test-app";
import { createAppRouter } from "../router";

const player = { id: "p1", username: "somchai", displayName: "Somchai" };
const playerInfo = { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] };
const unauthenticated: ApiAnswer = {
  status: 401,
  body: { error: { code: "UNAUTHENTICATED", message: "no" } },
};

/** `as`: the player whose session the cookie carries, when not the one the tests hold. */
function serve(session: { loggedIn: boolean; meFails?: boolean; meBroken?: boolean; as?: typeof player }) {
  const info = session.as === undefined ? playerInfo : { ...playerInfo, player: session.as };
  return stubApi(({ path }) => {
    if (path === "/v2/agency/info") return { status: 200, body: { data: { agency: testAgency } } };
    if (path === "/v2/players/info")
      return session.loggedIn ? { status: 200, body: { data: info } } : unauthenticated;
    if (path === "/v2/players/me") {
      if (session.meFails) return { status: 404, body: { error: { code: "NOT_FOUND", message: "gone" } } };
      if (session.meBroken) {
        return { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong" } } };
      }
      return session.loggedIn ? { status: 200, body: { data: { player } } } : unauthenticated;
    }
    return undefined;
  });
}

/** `holding`: who the tab already knows is in (a page the server rendered, an earlier screen). */
async function visit(path: string, options: { retry?: boolean; holding?: "player" | "visitor" } = {}) {
  const queryClient = createQueryClient();
  if (options.retry === false) queryClient.setDefaultOptions({ queries: { retry: false } });
  if (options.holding === "player") seedPlayer(queryClient, { info: playerInfo, me: { player } });
  if (options.holding === "visitor") seedPlayer(queryClient, null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return { href: router.state.location.href, queryClient, router };
}

describe("route guards", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    document.documentElement.removeAttribute(SESSION_AT_PAGE);
  });

  it("sends a visitor from a player screen to /login, remembering where they were going", async () => {
    serve({ loggedIn: false });
    expect((await visit("/player/deposit")).href).toBe("/login?redirect=%2Fplayer%2Fdeposit");
  });

  it("lets a visitor see the landing, login and register screens", async () => {
    serve({ loggedIn: false });
    for (const path of ["/", "/login", "/register"]) expect((await visit(path)).href).toBe(path);
  });

  it("sends a logged-in player from the landing, login and register screens to /player", async () => {
    serve({ loggedIn: true });
    for (const path of ["/", "/login", "/register"]) expect((await visit(path)).href).toBe("/player");
  });

  it("opens player screens for a player, with the current player in the route context", async () => {
    serve({ loggedIn: true });
    const { href, router } = await visit("/player/game/askmebet?tab=Slot");
    expect(href).toBe("/player/game/askmebet?tab=Slot");
    const playerMatch = router.state.matches.find((match) => match.routeId === "/player");
    expect(playerMatch?.context).toMatchObject({ player, agency: { id: "agency-1" }, agentId: "agency-1" });
  });

  it("logs out and sends to /login when the current-player lookup fails", async () => {
    const calls = serve({ loggedIn: true, meFails: true });
    const { href, queryClient } = await visit("/player/bank");
    expect(href).toBe("/login?redirect=%2Fplayer%2Fbank");
    expect(queryClient.getQueryData(["player", "info"])).toBeNull();
    expect(calls.some((call) => call.method === "POST" && call.path === "/v2/players/logout")).toBe(true);
  });

  it("keeps the player logged in, on the error screen, when the current player cannot be read", async () => {
    serve({ loggedIn: true });
    await visit("/player");
    const calls = serve({ loggedIn: true, meBroken: true });
    // Without the query's own retries (a second each, then more), which change nothing here.
    const { href, router } = await visit("/player/bank", { retry: false });
    expect(href).toBe("/player/bank");
    expect(router.state.matches.some((match) => match.status === "error")).toBe(true);
    expect(calls.some((call) => call.path === "/v2/players/logout")).toBe(false);
    expect(localStorage.getItem("kham.player_session")).not.toBeNull();
  });

  it("says the session ended when a player who had a session here comes back without one", async () => {
    serve({ loggedIn: true });
    await visit("/player");
    serve({ loggedIn: false });
    expect((await visit("/player/deposit")).href).toBe("/login?redirect=%2Fplayer%2Fdeposit&session=ended");
    // Said once: the next visit of a visitor is a visitor's again.
    expect((await visit("/player/deposit")).href).toBe("/login?redirect=%2Fplayer%2Fdeposit");
  });

  it("says so, once, on the next entry after a call in any tab found the session ran out", async () => {
    serve({ loggedIn: true });
    await visit("/player");
    markPlayerSessionEnded(currentPlayerSession());
    serve({ loggedIn: false });
    expect((await visit("/player/bank")).href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
    expect((await visit("/player/bank")).href).toBe("/login?redirect=%2Fplayer%2Fbank");
  });

  it("asks the server, not what the tab holds, once this browser's marker says the session ran out", async () => {
    startPlayerSession();
    // A tab's call found the session ran out while this page was being rendered for the player.
    markPlayerSessionEnded(currentPlayerSession());
    serve({ loggedIn: false });
    const { href } = await visit("/player/bank", { holding: "player" });
    expect(href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
  });

  it("asks the server, not what the tab holds, once the player logged out in another tab", async () => {
    startPlayerSession();
    forgetPlayerSession();
    serve({ loggedIn: false });
    const { href } = await visit("/player/bank", { holding: "player" });
    expect(href).toBe("/login?redirect=%2Fplayer%2Fbank");
  });

  it("only looks at what the tab holds on a preload (a link hovered), and logs nothing out", async () => {
    startPlayerSession();
    markPlayerSessionEnded(currentPlayerSession());
    const calls = serve({ loggedIn: false });
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { info: playerInfo, me: { player } });
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/"] }));
    await router.preloadRoute({ to: "/player/bank" });
    expect(calls.filter((call) => call.path === "/v2/players/info" || call.method === "POST")).toEqual([]);
    // The click itself asks the server, and is told the session ended.
    expect(localStorage.getItem("kham.player_session")).toBe("ended");
    await router.navigate({ to: "/player/bank" });
    expect(router.state.location.href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
  });

  it("sends a visitor the tab knows to be one to /login without asking the server again", async () => {
    const calls = serve({ loggedIn: false });
    const { href } = await visit("/player/bank", { holding: "visitor" });
    expect(href).toBe("/login?redirect=%2Fplayer%2Fbank");
    expect(calls.filter((call) => call.path === "/v2/players/info")).toEqual([]);
  });

  it("asks the server once, not at every entry, where storage is read but never written", async () => {
    // A logout's marker, and then a full quota: the marker stays so whatever the tab writes.
    startPlayerSession();
    forgetPlayerSession();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const calls = serve({ loggedIn: true });
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { info: playerInfo, me: { player } });
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/player"] }));
    await router.load();
    await router.navigate({ to: "/player/bank" });
    await router.navigate({ to: "/player/withdraw" });
    expect(router.state.location.href).toBe("/player/withdraw");
    expect(calls.filter((call) => call.path === "/v2/players/info")).toHaveLength(1);
  });

  it("enters with what the tab holds, asking the server nothing, where storage cannot be read", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const calls = serve({ loggedIn: true });
    expect((await visit("/player/bank", { holding: "player" })).href).toBe("/player/bank");
    expect(calls.filter((call) => call.path === "/v2/players/info")).toEqual([]);
  });

  it("loads the page afresh when another player logged in, in another tab, while it loaded", async () => {
    // The page was rendered for somchai; its boot script noted the marker, then a login elsewhere.
    document.documentElement.setAttribute(SESSION_AT_PAGE, "lq3k.a1b2c3d4");
    localStorage.setItem("kham.player_session", "lq3l.e5f6g7h8");
    const other = { id: "p2", username: "noy", displayName: "Noy" };
    serve({ loggedIn: true, as: other });
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/", search: "", hash: "", replace });
    void visit("/player/bank", { holding: "player" });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledExactlyOnceWith("/player/bank"));
  });

  it("reloads where the tab is there already (an address with a '#' would only scroll)", async () => {
    document.documentElement.setAttribute(SESSION_AT_PAGE, "lq5k.u1v2w3x4");
    localStorage.setItem("kham.player_session", "lq5l.y5z6a7b8");
    serve({ loggedIn: true, as: { id: "p2", username: "noy", displayName: "Noy" } });
    const reload = vi.fn();
    const replace = vi.fn();
    vi.stubGlobal("location", {
      ...window.location,
      pathname: "/player/bank",
      search: "",
      hash: "",
      reload,
      replace,
    });
    void visit("/player/bank", { holding: "player" });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(replace).not.toHaveBeenCalled();
  });

  it("enters as the player it holds when the server says the same player logged in again elsewhere", async () => {
    // Markers of its own: the last one this tab entered with is not in doubt.
    document.documentElement.setAttribute(SESSION_AT_PAGE, "lq4k.m1n2o3p4");
    localStorage.setItem("kham.player_session", "lq4l.q5r6s7t8");
    const calls = serve({ loggedIn: true });
    expect((await visit("/player/bank", { holding: "player" })).href).toBe("/player/bank");
    expect(calls.filter((call) => call.path === "/v2/players/info")).toHaveLength(1);
  });

  it("enters with what the tab holds while the session's marker stands, asking the server nothing", async () => {
    startPlayerSession();
    const calls = serve({ loggedIn: true });
    const { href } = await visit("/player/bank", { holding: "player" });
    expect(href).toBe("/player/bank");
    // (The bank screen's own data is read, as on any entry.)
    const whoIsIn = calls.filter((call) => ["/v2/players/info", "/v2/players/me"].includes(call.path));
    expect(whoIsIn).toEqual([]);
  });

  it("does not say so after the player logged out", async () => {
    serve({ loggedIn: true });
    await visit("/player");
    forgetPlayerSession();
    serve({ loggedIn: false });
    expect((await visit("/player/bank")).href).toBe("/login?redirect=%2Fplayer%2Fbank");
  });
});
