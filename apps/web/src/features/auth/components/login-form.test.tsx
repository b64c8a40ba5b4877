import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { type ApiAnswer, renderInApp, stubApi } from "@/lib/test-app";
import { Translator } from "@/lib/translator";
import { LoginForm } from "./login-form";

const player = { id: "p1", username: "somchai", displayName: "Somchai" };

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText("login.username"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText("login.password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "login.submit" }));
}

function refused(retryAfter?: string): ApiAnswer {
  return {
    status: 429,
    body: { error: { code: "RATE_LIMITED", message: "Too many requests" } },
    ...(retryAfter ? { headers: { "Retry-After": retryAfter } } : {}),
  };
}

describe("LoginForm", () => {
  afterEach(cleanup);

  it("is sent as a POST, so a submit before the scripts run never puts the password in the address", async () => {
    stubApi(() => undefined);
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    const submit = await screen.findByRole("button", { name: "login.submit" });
    expect(submit.closest("form")?.getAttribute("method")).toBe("post");
  });

  it("asks for both fields before calling the server", async () => {
    const calls = stubApi(() => undefined);
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "login.submit" }));
    expect(await screen.findAllByText("validation.required")).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("shows 'username or password is incorrect' when the login fails", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/login"
        ? { status: 400, body: { error: { code: "INVALID_CREDENTIALS", message: "Wrong" } } }
        : undefined,
    );
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    await screen.findByLabelText("login.username");
    fillAndSubmit("somchai", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("login.error.invalid_credentials");
  });

  it("says how long to wait under the message when the login is refused for too many tries", async () => {
    stubApi(({ path }) => (path === "/v2/players/login" ? refused("600") : undefined));
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    await screen.findByLabelText("login.username");
    fillAndSubmit("somchai", "password123");
    expect((await screen.findByRole("alert")).textContent).toBe("errors.RATE_LIMITEDretry_after.minutes");
  });

  it("shows the refusal and its wait in the player's language, with no English", async () => {
    const texts = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../../../public/locales/lo/translation.json"), "utf8"),
    );
    const lao = new Translator({ language: "lo", resources: { lo: { translation: texts } } });
    stubApi(({ path }) => (path === "/v2/players/login" ? refused("45") : undefined));
    renderInApp(() => (
      <I18nProvider i18n={lao}>
        <LoginForm onSuccess={() => {}} />
      </I18nProvider>
    ));
    await screen.findByLabelText(texts.login.username);
    fireEvent.change(screen.getByLabelText(texts.login.username), { target: { value: "somchai" } });
    fireEvent.change(screen.getByLabelText(texts.login.password), { target: { value: "password123" } });
    fireEvent.click(screen.getByRole("button", { name: texts.login.submit }));
    const alert = (await screen.findByRole("alert")).textContent ?? "";
    expect(alert).toBe(`${texts.errors.RATE_LIMITED}${texts.retry_after.seconds.replace("{{count}}", "45")}`);
    expect(alert).not.toMatch(/\p{Script=Latin}/u);
  });

  it("shows the message alone when the refusal names no wait", async () => {
    stubApi(({ path }) => (path === "/v2/players/login" ? refused() : undefined));
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    await screen.findByLabelText("login.username");
    fillAndSubmit("somchai", "password123");
    expect((await screen.findByRole("alert")).textContent).toBe("errors.RATE_LIMITED");
  });

  it("logs in, refetches the player info, then hands over to the screen", async () => {
    let loggedIn = false;
    const calls = stubApi(({ path }) => {
      if (path === "/v2/players/login") {
        loggedIn = true;
        return { status: 200, body: { data: { player } } };
      }
      if (path === "/v2/players/info") {
        return loggedIn
          ? {
              status: 200,
              body: {
                data: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
              },
            }
          : { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "no" } } };
      }
      return undefined;
    });
    let playerInfoAtSuccess: unknown;
    const { queryClient } = renderInApp(() => (
      <LoginForm
        onSuccess={() => {
          playerInfoAtSuccess = queryClient.getQueryData(["player", "info"]);
        }}
      />
    ));
    queryClient.setQueryData(["player", "info"], null);
    await screen.findByLabelText("login.username");
    fillAndSubmit(" SomChai ", "password123");
    await waitFor(() => expect(playerInfoAtSuccess).toMatchObject({ player }));
    expect(calls.find((call) => call.path === "/v2/players/login")?.body).toEqual({
      username: "somchai",
      password: "password123",
    });
  });

  it("refuses an excluded player with the end of the break in Lao time and where to find help", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/login"
        ? {
            status: 403,
            body: {
              error: {
                code: "SELF_EXCLUDED",
                message: "excluded",
                details: { until: "2026-03-01T17:00:00.000Z" },
              },
            },
          }
        : undefined,
    );
    const texts = new Translator({
      language: "lo",
      resources: { lo: { translation: { login: { error: { excluded_until: "until {{date}}" } } } } },
    });
    renderInApp(() => (
      <I18nProvider i18n={texts}>
        <LoginForm onSuccess={() => {}} />
      </I18nProvider>
    ));
    await screen.findByLabelText("login.username");
    fillAndSubmit("somchai", "password123");
    expect(await screen.findByText("until 02/03/2026 00:00", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "login.error.excluded_help" }).getAttribute("href")).toBe(
      "/responsible-gaming",
    );
  });

  it("tells a permanently excluded player it is for good", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/login"
        ? {
            status: 403,
            body: { error: { code: "SELF_EXCLUDED", message: "excluded", details: { until: null } } },
          }
        : undefined,
    );
    renderInApp(() => <LoginForm onSuccess={() => {}} />);
    await screen.findByLabelText("login.username");
    fillAndSubmit("somchai", "password123");
    expect(await screen.findByText("login.error.excluded_permanent", { exact: false })).toBeTruthy();
  });
});
