// @vitest-environment node
import { describe, expect, it } from "vitest";
import { leaveFor } from "./leave-for";

describe("leaveFor", () => {
  function tab() {
    const visited: string[] = [];
    return {
      visited,
      href: "http://localhost/player/game/gclub",
      assign: (url: string | URL) => void visited.push(String(url)),
    };
  }

  it("goes to the page in this tab, a relative address resolved against this site", () => {
    const here = tab();
    leaveFor("https://games.example/play/abc", here);
    leaveFor("/sandbox/games/play/xyz", here);
    expect(here.visited).toEqual([
      "https://games.example/play/abc",
      "http://localhost/sandbox/games/play/xyz",
    ]);
  });

  it("refuses an address that is not a web page", () => {
    const here = tab();
    expect(() => leaveFor("javascript:alert(1)", here)).toThrow();
    expect(() => leaveFor("data:text/html,hi", here)).toThrow();
    expect(here.visited).toEqual([]);
  });
});
