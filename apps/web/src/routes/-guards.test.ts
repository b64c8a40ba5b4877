import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerKeys } from "@/features/auth/api/player-keys";
import { staying } from "@/lib/player-session";
import { createQueryClient } from "@/lib/query-client";
import { type ApiAnswer, stubApi, testAgency } from "@/lib/test-app";
import { createAppRouter } from "../router";

const player = { id: "p1", username: "somchai", displayName: "Somchai" };
const playerInfo = { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] };
const refused = (code: "UNAUTHENTICATED" | "SESSION_ENDED"): ApiAnswer => ({
  status: 401,
  body: { error: { code, message: "no" } },
});

/**
 * `loggedIn`: the cookie resumes the player's session; `ended`: the cookie resumes none (the
 * server ended the session), where by default the browser sends none.
 */
function serve(session: { loggedIn: boolean; ended?: boolean; meFails?: boolean; meBroken?: boolean }) {
  const noPlayer = refused(session.ended ? "SESSION_ENDED" : "UNAUTHENTICATED");
  return stubApi(({ path }) => {
    if (path === "/v2/agency/info") return { status: 200, body: { data: { agency: testAgency } } };
    if (path === "/v2/players/info")
      return session.loggedIn ? { status: 200, body: { data: playerInfo } } : noPlayer;
    if (path === "/v2/players/me") {
      if (session.meFails) return { status: 404, body: { error: { code: "NOT_FOUND", message: "gone" } } };
      if (session.meBroken) {
        return { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong" } } };
      }
      return session.loggedIn ? { status: 200, body: { data: { player } } } : noPlayer;
    }
    return undefined;
  });
}

/** `holding`: who the tab already knows is in (a page the server rendered, an earlier screen). */
async function visit(path: string, options: { retry?: boolean; holding?: "player" | "visitor" } = {}) {
  const queryClient = createQueryClient();
  if (options.retry === false) queryClient.setDefaultOptions({ queries: { retry: false } });
  if (options.holding === "player") {
    queryClient.setQueryData(playerKeys.info, playerInfo);
    queryClient.setQueryData(playerKeys.me, { player });
  }
  if (options.holding === "visitor") queryClient.setQueryData(playerKeys.info, null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return { href: router.state.location.href, queryClient, router };
}

describe("route guards", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    staying();
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
  });

  it("says the session ended when the server says so, once: its answer cleared the cookie", async () => {
    serve({ loggedIn: false, ended: true });
    expect((await visit("/player/deposit")).href).toBe("/login?redirect=%2Fplayer%2Fdeposit&session=ended");
    serve({ loggedIn: false });
    expect((await visit("/player/deposit")).href).toBe("/login?redirect=%2Fplayer%2Fdeposit");
  });

  it("says so on entering the player area after players/info found the session ended elsewhere", async () => {
    // The landing page asked who is in, and was told the session ended: the player area says it.
    serve({ loggedIn: false, ended: true });
    const { router } = await visit("/");
    serve({ loggedIn: false });
    await router.navigate({ to: "/player/bank" });
    expect(router.state.location.href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
  });

  it("says so when the current-player lookup is answered that the session ended", async () => {
    const calls = serve({ loggedIn: false, ended: true });
    // The tab holds who is in (players/info), not yet the current player.
    vi.stubGlobal("location", { ...window.location, pathname: "/", search: "", assign: vi.fn() });
    const queryClient = createQueryClient();
    queryClient.setQueryData(["player", "info"], playerInfo);
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/player/bank"] }));
    await router.load();
    expect(router.state.location.href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
    expect(calls.some((call) => call.path === "/v2/players/me")).toBe(true);
  });

  it("does not say so to a visitor, nor after the player logged out (no session cookie)", async () => {
    serve({ loggedIn: true });
    await visit("/player");
    serve({ loggedIn: false });
    expect((await visit("/player/bank")).href).toBe("/login?redirect=%2Fplayer%2Fbank");
  });

  it("only looks at what the tab holds on a preload (a link hovered), and says so at the click", async () => {
    const calls = serve({ loggedIn: false, ended: true });
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/"] }));
    await router.load();
    await router.preloadRoute({ to: "/player/bank" });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await router.navigate({ to: "/player/bank" });
    expect(router.state.location.href).toBe("/login?redirect=%2Fplayer%2Fbank&session=ended");
  });

  it("sends a visitor the tab knows to be one to /login without asking the server again", async () => {
    const calls = serve({ loggedIn: false });
    const { href } = await visit("/player/bank", { holding: "visitor" });
    expect(href).toBe("/login?redirect=%2Fplayer%2Fbank");
    expect(calls.filter((call) => call.path === "/v2/players/info")).toEqual([]);
  });

  it("enters with what the tab holds, asking the server nothing about who is in", async () => {
    const calls = serve({ loggedIn: true });
    const { href } = await visit("/player/bank", { holding: "player" });
    expect(href).toBe("/player/bank");
    // (The bank screen's own data is read, as on any entry: a session that ended says so there.)
    const whoIsIn = calls.filter((call) => ["/v2/players/info", "/v2/players/me"].includes(call.path));
    expect(whoIsIn).toEqual([]);
  });
});
