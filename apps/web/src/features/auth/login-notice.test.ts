// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loginNotice } from "./login-notice";

describe("loginNotice", () => {
  it("tells a player whose session ran out, and does not ask them to 'log in to continue'", () => {
    expect(loginNotice({ redirect: "/player/withdraw", session: "ended" })).toEqual({
      description: "login.subtitle",
      sessionEnded: true,
      excluded: false,
    });
  });

  it("tells a player who has just taken a break, not that the session ran out", () => {
    expect(loginNotice({ redirect: "/player/protection", session: "excluded" })).toEqual({
      description: "login.subtitle",
      sessionEnded: false,
      excluded: true,
    });
  });

  it("asks a visitor sent from a player page to log in to continue", () => {
    expect(loginNotice({ redirect: "/player/deposit" })).toEqual({
      description: "login.redirect_notice",
      sessionEnded: false,
      excluded: false,
    });
  });

  it("only welcomes anyone else, a player who has just logged out included", () => {
    expect(loginNotice({})).toEqual({ description: "login.subtitle", sessionEnded: false, excluded: false });
  });
});
