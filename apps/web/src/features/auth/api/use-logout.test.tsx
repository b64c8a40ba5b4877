import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { hearOtherTabs, type SessionNews, staying } from "@/lib/player-session";
import { anotherTab } from "@/lib/player-session.test-support";
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
        : Response.json({ error: { code: "SESSION_ENDED", message: "Ended" } }, { status: 401 }),
    ),
  );
  return async (response: Response) => {
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(response);
  };
}

const cleanups: (() => void)[] = [];

/** The player area of a logged-in tab, with its menu's logout, and another tab of the browser. */
function playerAreaWithLogout() {
  const location = { assign: vi.fn(), reload: vi.fn(), replace: vi.fn() };
  vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", ...location });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useSessionChangesElsewhere();
      return useLogout();
    },
    { wrapper },
  );
  // Heard after the tab's own listeners: once this one has some news, so has the tab.
  const heard: SessionNews[] = [];
  cleanups.push(hearOtherTabs((news) => heard.push(news)));
  const other = anotherTab();
  cleanups.push(other.close);
  return { logout: () => act(() => result.current.mutate()), result, heard, other, ...location };
}

const serverError = () =>
  Response.json({ error: { code: "INTERNAL", message: "Something went wrong" } }, { status: 500 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const done of cleanups.splice(0)) done();
  // A tab whose logout succeeded leaves the page; the next test's tab starts without one under way.
  staying();
});

describe("a logout under way", () => {
  it("takes no other tab's word, ends on the plain login screen and tells the other tabs", async () => {
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    // A call of another tab is refused as the server ends the session: that tab says it ended.
    tab.other.tell("ended");
    await vi.waitFor(() => expect(tab.heard).toEqual(["ended"]));
    expect(tab.reload).not.toHaveBeenCalled();
    await answer(Response.json({ data: {} }));
    await waitFor(() => expect(tab.replace).toHaveBeenCalledExactlyOnceWith("/login"));
    expect(tab.assign).not.toHaveBeenCalled();
    expect(tab.reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(tab.other.heard).toEqual(["logout"]));
  });

  it("is not taken for a session that ended by a call of this tab that the server refused", async () => {
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toMatchObject({ code: "SESSION_ENDED" });
    // Neither this tab nor the others are told the session ended: the player chose to end it.
    expect(tab.assign).not.toHaveBeenCalled();
    await answer(Response.json({ data: {} }));
    await waitFor(() => expect(tab.replace).toHaveBeenCalledExactlyOnceWith("/login"));
    expect(tab.assign).not.toHaveBeenCalled();
    // The logout is all the other tabs hear (news from one tab arrives in order).
    await vi.waitFor(() => expect(tab.other.heard).toEqual(["logout"]));
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
    tab.other.tell("logout");
    await vi.waitFor(() => expect(tab.reload).toHaveBeenCalledOnce());
  });

  it("that fails after another tab logged in or out reloads the tab, which it did not do meanwhile", async () => {
    const error = vi.spyOn(toast, "error");
    const answer = logoutOnItsWay();
    const tab = playerAreaWithLogout();
    tab.logout();
    // Another tab logs a player in while this logout is on its way.
    tab.other.tell("login");
    await vi.waitFor(() => expect(tab.heard).toEqual(["login"]));
    expect(tab.reload).not.toHaveBeenCalled();
    await answer(serverError());
    await waitFor(() => expect(tab.reload).toHaveBeenCalledOnce());
    expect(error).not.toHaveBeenCalled();
    expect(tab.replace).not.toHaveBeenCalled();
  });
});
