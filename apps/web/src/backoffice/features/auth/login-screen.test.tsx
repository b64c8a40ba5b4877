import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderBackOffice } from "../../test-support";

describe("the back office's password step", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

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
