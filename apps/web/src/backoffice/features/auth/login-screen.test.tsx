import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer } from "@/lib/test-app";
import { failure, ok, renderBackOffice } from "../../test-support";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The login screen, whose code step answers `code` (the password step answers "give the code"). */
async function atCodeStep(code: () => ApiAnswer) {
  const rendered = await renderBackOffice("/backoffice/login", {
    me: null,
    answer: (call) => {
      if (call.path === "/admin/v1/auth/login") return ok({ step: "verify" });
      if (call.path === "/admin/v1/auth/totp") return code();
      return undefined;
    },
  });
  fireEvent.change(await screen.findByLabelText("login.username"), { target: { value: "finance.noy" } });
  fireEvent.change(screen.getByLabelText("login.password"), { target: { value: "a long staff password" } });
  fireEvent.click(screen.getByRole("button", { name: "login.next" }));
  fireEvent.change(await screen.findByLabelText("login.code"), { target: { value: "123456" } });
  fireEvent.click(screen.getByRole("button", { name: "login.verify" }));
  return rendered;
}

describe("the back office's code step", () => {
  it("says a code already used is used, and stays at the code for the next one", async () => {
    await atCodeStep(() => failure(400, "TOTP_CODE_USED"));
    expect((await screen.findByRole("alert")).textContent).toBe("login.code_used");
    expect(screen.getByLabelText("login.code")).toBeTruthy();
  });

  it("says a wrong code is wrong", async () => {
    await atCodeStep(() => failure(400, "INVALID_CREDENTIALS"));
    expect((await screen.findByRole("alert")).textContent).toBe("login.code_wrong");
  });

  it("goes back to the password after too many wrong codes, saying why", async () => {
    await atCodeStep(() => failure(429, "RATE_LIMITED"));
    expect((await screen.findByRole("alert")).textContent).toBe("login.code_locked");
    expect(screen.getByLabelText("login.password")).toBeTruthy();
    expect(screen.queryByLabelText("login.code")).toBeNull();
  });

  it("goes back to the password when the password's session has ended", async () => {
    await atCodeStep(() => failure(401, "UNAUTHENTICATED"));
    expect((await screen.findByRole("alert")).textContent).toBe("login.password_again");
    expect(screen.getByLabelText("login.password")).toBeTruthy();
  });
});

describe("the back office's password step", () => {
  it("says how long to wait under the message when the login is refused for too many tries", async () => {
    await renderBackOffice("/backoffice/login", {
      me: null,
      answer: ({ path }) =>
        path === "/admin/v1/auth/login"
          ? {
              status: 429,
              body: { error: { code: "RATE_LIMITED", message: "Too many requests" } },
              headers: { "Retry-After": "600" },
            }
          : undefined,
    });
    fireEvent.change(await screen.findByLabelText("login.username"), { target: { value: "finance.one" } });
    fireEvent.change(screen.getByLabelText("login.password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "login.next" }));
    expect((await screen.findByRole("alert")).textContent).toBe("errors.RATE_LIMITEDretry_after.minutes");
  });
});
