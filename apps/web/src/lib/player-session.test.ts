import { afterEach, describe, expect, it, vi } from "vitest";
import { hearOtherTabs, type SessionNews, tellOtherTabs } from "./player-session";
import { anotherTab } from "./player-session.test-support";

const tabs: ReturnType<typeof anotherTab>[] = [];
function openTab() {
  const tab = anotherTab();
  tabs.push(tab);
  return tab;
}

afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});

describe("the player session's news between the tabs of a browser", () => {
  it("reaches the other tabs, not this one", async () => {
    const other = openTab();
    const here: SessionNews[] = [];
    const stop = hearOtherTabs((news) => here.push(news));
    tellOtherTabs("logout");
    await vi.waitFor(() => expect(other.heard).toEqual(["logout"]));
    // This tab hears the others: what it hears next is theirs, so its own "logout" never came.
    other.tell("login");
    await vi.waitFor(() => expect(here).toEqual(["login"]));
    stop();
  });

  it("is only news of a login, a logout or an end: anything else on the channel is not heard", async () => {
    const other = openTab();
    const here: SessionNews[] = [];
    const stop = hearOtherTabs((news) => here.push(news));
    for (const message of ["ended?", { news: "login" }, null] as unknown as SessionNews[])
      other.tell(message);
    other.tell("ended");
    await vi.waitFor(() => expect(here).toEqual(["ended"]));
    stop();
  });

  it("is heard no more once a listener stops", async () => {
    const other = openTab();
    const stopped: SessionNews[] = [];
    const stop = hearOtherTabs((news) => stopped.push(news));
    stop();
    const still: SessionNews[] = [];
    const stopStill = hearOtherTabs((news) => still.push(news));
    other.tell("login");
    // Heard by the listener still there, at the same time as it would have been by the stopped one.
    await vi.waitFor(() => expect(still).toEqual(["login"]));
    expect(stopped).toEqual([]);
    stopStill();
  });
});
