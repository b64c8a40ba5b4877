import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { USERNAME_CHECK_DELAY_MS } from "../api/validate-username";
import { RegisterForm } from "./register-form";

const player = { id: "p1", username: "somchai", displayName: "somchai" };
const loadFingerprint = async () => "f".repeat(64);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function availability(taken: string[]) {
  return ({ path, body }: ApiCall) => {
    if (path === "/v2/players/username/validate") {
      const { username } = body as { username: string };
      return { status: 200, body: { data: { available: !taken.includes(username) } } };
    }
    return undefined;
  };
}

describe("RegisterForm", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("checks the username live and says whether it is free", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(availability(["taken_one"]));
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    expect(await screen.findByText("register.username_available", {}, { timeout: 2000 })).toBeTruthy();
    type("register.username", "taken_one");
    expect(await screen.findByText("register.error.username_taken", {}, { timeout: 2000 })).toBeTruthy();
    // A name that breaks the format rules is never sent.
    type("register.username", "AB");
    await act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS + 100));
    expect(calls.map((call) => (call.body as { username: string }).username)).toEqual([
      "somchai",
      "taken_one",
    ]);
  });

  it("collects the fingerprint once the player touches the form, not while the screen loads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(availability([]));
    const collect = vi.fn(loadFingerprint);
    renderInApp(() => <RegisterForm loadFingerprint={collect} onSuccess={() => {}} />);
    const username = await screen.findByLabelText("register.username");
    // Every timer and idle callback the screen set has had its turn.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(collect).not.toHaveBeenCalled();
    fireEvent.focus(username);
    fireEvent.focus(screen.getByLabelText("register.password"));
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("is sent as a POST, so a submit before the scripts run never puts the password in the address", async () => {
    stubApi(availability([]));
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    const username = await screen.findByLabelText("register.username");
    expect(username.closest("form")?.getAttribute("method")).toBe("post");
  });

  it("requires matching passwords of at least 8 characters", async () => {
    const calls = stubApi(availability([]));
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    type("register.password", "short");
    type("register.confirm_password", "different");
    fireEvent.click(screen.getByLabelText("register.age_confirm"));
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    expect(await screen.findByText("password.validation.password_must_greater_than")).toBeTruthy();
    type("register.password", "password123");
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    expect(await screen.findByText("password.validation.password_not_match")).toBeTruthy();
    expect(calls.some((call) => call.path === "/v2/players/register")).toBe(false);
  });

  it("refuses without the 18+ box ticked, with its translated field error, and sends nothing", async () => {
    const calls = stubApi(availability([]));
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    type("register.password", "password123");
    type("register.confirm_password", "password123");
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    expect(await screen.findByText("validation.age_confirm_required")).toBeTruthy();
    expect(screen.getByLabelText("register.age_confirm").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.path === "/v2/players/register")).toBe(false);
  });

  it("shows the server's field error on the 18+ box", async () => {
    stubApi((call) =>
      call.path === "/v2/players/register"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_ERROR",
                message: "bad",
                fields: { ageConfirmed: "validation.age_confirm_required" },
              },
            },
          }
        : availability([])(call),
    );
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    type("register.password", "password123");
    type("register.confirm_password", "password123");
    fireEvent.click(screen.getByLabelText("register.age_confirm"));
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    expect(await screen.findByText("validation.age_confirm_required")).toBeTruthy();
  });

  it("sends the fingerprint in the body and the X-Fingerprint header, and leaves out an empty display name", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/v2/players/register") return { status: 201, body: { data: { player } } };
      if (call.path === "/v2/players/info")
        return { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "" } } };
      return availability([])(call);
    });
    let registered = false;
    renderInApp(() => (
      <RegisterForm
        loadFingerprint={loadFingerprint}
        onSuccess={() => {
          registered = true;
        }}
      />
    ));
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    type("register.password", "password123");
    type("register.confirm_password", "password123");
    fireEvent.click(screen.getByLabelText("register.age_confirm"));
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    await waitFor(() => expect(registered).toBe(true));
    const request = calls.find((call) => call.path === "/v2/players/register")!;
    expect(request.body).toEqual({
      username: "somchai",
      password: "password123",
      confirmPassword: "password123",
      fingerprint: "f".repeat(64),
      ageConfirmed: true,
    });
    expect(request.headers["X-Fingerprint"]).toBe("f".repeat(64));
  });

  it("says the name exists when the server answers USERNAME_TAKEN, and 'contact staff' for other failures", async () => {
    let answer = { status: 409, body: { error: { code: "USERNAME_TAKEN", message: "taken" } } };
    stubApi((call) => (call.path === "/v2/players/register" ? answer : availability([])(call)));
    renderInApp(() => <RegisterForm loadFingerprint={loadFingerprint} onSuccess={() => {}} />);
    await screen.findByLabelText("register.username");
    type("register.username", "somchai");
    type("register.password", "password123");
    type("register.confirm_password", "password123");
    fireEvent.click(screen.getByLabelText("register.age_confirm"));
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    await waitFor(() =>
      expect(
        screen.getByText("register.error.username_taken", { selector: "form > [role=alert]" }),
      ).toBeTruthy(),
    );
    answer = { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } };
    fireEvent.click(screen.getByRole("button", { name: "register.submit" }));
    await waitFor(() =>
      expect(
        screen.getByText("register.error.contact_staff", { selector: "form > [role=alert]" }),
      ).toBeTruthy(),
    );
  });
});
