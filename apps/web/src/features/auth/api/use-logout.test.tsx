import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { currentPlayerSession, logoutFailed, startPlayerSession } from "../session-memory";
import { SESSION_KEY as KEY, otherTabWrites } from "../test-other-tab";
import { useSessionChangesElsewhere } from "../use-session-changes-elsewhere";
import { useLogout } from "./use-logout";

/**
 * The logout call waits until the test answers it (once it has been sent). Any other call is
 * refused: the server has ended the session as the logout lands.
 */
function logoutOnItsWay() {
  let answer: ((response: Response) => void) | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.endsWith("/v2/players/logout")
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Response.json({ error: { code: "UNAUTHENTICATED", message: "Log in" } }, { status: 401 }),
    ),
  );
  return async (response: Response) => {
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(response);
  };
}

/** The player area of a logged-in tab, with its menu's logout. */
function playerAreaWithLogout() {
  startPlayerSession();
  const location = { assign: vi.fn(), reload: vi.fn(), replace: vi.fn() };
  vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", ...location });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const entered = currentPlayerSession();
  const { result } = renderHook(
    () => {
      useSessionChangesElsewhere(entered);
      return useLogout();
    },
    { wrapper },
  );
  return { logout: () => act(() => result.current.mutate()), result, ...location };
}

const serverError = () =>
  Response.json({ error: { code: "INTERNAL", message: "Something went wrong" } }, { status: 500 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A tab whose logout succeeded leaves the page; the next test's tab starts without one under way.
  logoutFailed(null);
  localStorage.clear();
});

describe("a logout under way", () => {
  it("takes no other tab's word that the session ended, and ends on the plain login screen", async () => {
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    // A call of another tab is refused as the server ends the session: that tab writes "ended".
    otherTabWrites("ended");
    expect(tab.assign).not.toHaveBeenCalled();
    await answer(Response.json({ data: {} }));
    await waitFor(() => expect(tab.replace).toHaveBeenCalledExactlyOnceWith("/login"));
    expect(tab.assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBe("out");
  });

  it("is not taken for a session that ran out by a call of this tab that it refused", async () => {
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    const entered = localStorage.getItem(KEY);
    tab.logout();
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toThrow();
    // Neither this tab nor the others are told the session ran out: the player chose to end it.
    expect(tab.assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBe(entered);
    await answer(Response.json({ data: {} }));
    await waitFor(() => expect(tab.replace).toHaveBeenCalledExactlyOnceWith("/login"));
    expect(tab.assign).not.toHaveBeenCalled();
  });

  it("that fails says why and leaves the player in, hearing the other tabs again", async () => {
    const error = vi.spyOn(toast, "error");
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    await answer(serverError());
    await waitFor(() => expect(tab.result.current.isError).toBe(true));
    expect(error).toHaveBeenCalledOnce();
    expect(tab.reload).not.toHaveBeenCalled();
    // A logout in another tab afterwards reloads this one, as it would have before.
    otherTabWrites(null);
    expect(tab.reload).toHaveBeenCalledOnce();
  });

  it("that fails after another tab changed the session reloads the tab, which it did not do meanwhile", async () => {
    const error = vi.spyOn(toast, "error");
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    // Another tab logs a player in while this logout is on its way.
    otherTabWrites("mi3k2y.e5f6g7h8");
    expect(tab.reload).not.toHaveBeenCalled();
    await answer(serverError());
    await waitFor(() => expect(tab.reload).toHaveBeenCalledOnce());
    expect(error).not.toHaveBeenCalled();
    expect(tab.replace).not.toHaveBeenCalled();
  });
});
