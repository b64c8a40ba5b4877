// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loginNotice } from "./login-notice";

describe("loginNotice", () => {
  it("tells a player whose session ran out, and does not ask them to 'log in to continue'", () => {
    expect(loginNotice({ redirect: "/player/withdraw", session: "ended" })).toEqual({
      description: "login.subtitle",
      sessionEnded: true,
      excluded: undefined,
    });
  });

  it("tells a player who has just taken a break when it ends, or that it never does", () => {
    const until = "2027-01-01T00:00:00.000Z";
    expect(loginNotice({ session: "excluded", until }).excluded).toEqual({
      key: "login.excluded_until",
      until,
    });
    expect(loginNotice({ session: "excluded", until: "permanent" }).excluded).toEqual({
      key: "login.excluded_permanent",
    });
    expect(loginNotice({ session: "excluded", until }).sessionEnded).toBe(false);
  });

  it("says only that a break began in a tab that heard of it from another, or of an end it cannot read", () => {
    expect(loginNotice({ session: "excluded" }).excluded).toEqual({ key: "login.excluded" });
    expect(loginNotice({ session: "excluded", until: "soon" }).excluded).toEqual({ key: "login.excluded" });
  });

  it("asks a visitor sent from a player page to log in to continue", () => {
    expect(loginNotice({ redirect: "/player/deposit" })).toEqual({
      description: "login.redirect_notice",
      sessionEnded: false,
      excluded: undefined,
    });
  });

  it("only welcomes anyone else, a player who has just logged out included", () => {
    expect(loginNotice({})).toEqual({
      description: "login.subtitle",
      sessionEnded: false,
      excluded: undefined,
    });
  });
});
