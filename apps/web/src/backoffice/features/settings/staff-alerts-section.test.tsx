import type { StaffAlertSettings } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer, ApiCall } from "@/lib/test-app";
import { failure, ok, renderBackOffice } from "../../test-support";
import { settings } from "./settings-fixture";

const SETTINGS = "/admin/v1/agencies/demo/settings";
const ALERTS = "/admin/v1/agencies/demo/alerts";
const TOKEN = "7012345678:AAH-kham-staff-alerts-bot-token-0a1b";

const none: StaffAlertSettings = {
  botTokenLast4: null,
  language: "lo",
  chats: { withdrawals: null, deposits: null, exceptions: null, security: null },
  depositAlertAbove: "0.00",
};
const connected: StaffAlertSettings = {
  botTokenLast4: "0a1b",
  language: "th",
  chats: { withdrawals: "-1001111111111", deposits: null, exceptions: "-1002222222222", security: null },
  depositAlertAbove: "1000.00",
};

async function renderAlerts(
  current: StaffAlertSettings,
  write: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  let alerts = current;
  const rendered = await renderBackOffice("/backoffice/demo/settings", {
    answer: (call) => {
      if (call.method === "GET" && call.path === SETTINGS) return ok(settings());
      if (call.method === "GET" && call.path === ALERTS) return ok(alerts);
      const answer = write(call);
      if (answer?.status === 200 && call.method === "PUT") {
        alerts = (answer.body as { data: StaffAlertSettings }).data;
      }
      return answer;
    },
  });
  const section = await screen.findByRole("region", { name: "settings.alerts" });
  await within(section).findByTestId("alerts-token");
  const calls = (method: string) => rendered.calls.filter((call) => call.method === method);
  return { ...rendered, section, calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the staff alerts section", () => {
  it("saves the token once, shows only its last four after, and keeps it out of the page and the cache", async () => {
    const user = userEvent.setup();
    const { section, calls, queryClient } = await renderAlerts(none, (call) =>
      call.method === "PUT" && call.path === ALERTS
        ? ok({ ...none, botTokenLast4: "0a1b", chats: { ...none.chats, withdrawals: "-1001111111111" } })
        : undefined,
    );
    expect(within(section).getByTestId("alerts-token").textContent).toBe("settings.alerts_token_none");
    const token = within(section).getByLabelText("settings.alerts_token") as HTMLInputElement;
    expect(token.type).toBe("password");
    await user.type(token, TOKEN);
    await user.type(within(section).getByLabelText("settings.alerts_topic.withdrawals"), "-1001111111111");
    await user.click(within(section).getByRole("button", { name: "settings.alerts_save" }));
    expect(await screen.findByText("settings.alerts_saved")).toBeTruthy();
    expect(calls("PUT")).toEqual([
      expect.objectContaining({
        path: ALERTS,
        body: {
          botToken: TOKEN,
          language: "lo",
          chats: { withdrawals: "-1001111111111", deposits: null, exceptions: null, security: null },
          depositAlertAbove: "0.00",
        },
      }),
    ]);
    await waitFor(() => expect(within(section).getByTestId("alerts-token").textContent).toBe("•••• 0a1b"));
    expect((within(section).getByLabelText("settings.alerts_token") as HTMLInputElement).value).toBe("");
    expect(document.body.innerHTML).not.toContain(TOKEN);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state),
      ),
    ).not.toContain(TOKEN);
  });

  it("keeps the stored token when the field is left empty, and checks each field before calling", async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderAlerts(connected, (call) =>
      call.method === "PUT" ? ok({ ...connected, language: "vn" }) : undefined,
    );
    expect(within(section).getByText("settings.alerts_token_keep")).toBeTruthy();
    const security = within(section).getByLabelText("settings.alerts_topic.security");
    await user.type(security, "my staff group");
    await user.type(within(section).getByLabelText("settings.alerts_token"), "not-a-token");
    await user.click(within(section).getByRole("button", { name: "settings.alerts_save" }));
    expect(await within(section).findByText("admin.alerts_chat_invalid")).toBeTruthy();
    expect(within(section).getByText("admin.alerts_token_invalid")).toBeTruthy();
    expect(calls("PUT")).toEqual([]);

    await user.clear(security);
    await user.clear(within(section).getByLabelText("settings.alerts_token"));
    await user.selectOptions(within(section).getByLabelText("settings.alerts_language"), "vn");
    await user.click(within(section).getByRole("button", { name: "settings.alerts_save" }));
    await waitFor(() =>
      expect(calls("PUT")).toEqual([
        expect.objectContaining({
          body: {
            language: "vn",
            chats: {
              withdrawals: "-1001111111111",
              deposits: null,
              exceptions: "-1002222222222",
              security: null,
            },
            depositAlertAbove: "1000.00",
          },
        }),
      ]),
    );
  });

  it("asks for a token before a chat is set, and shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    const { section, calls } = await renderAlerts(none, (call) =>
      call.method === "PUT"
        ? failure(400, "VALIDATION_ERROR", { "chats.deposits": "admin.alerts_chat_invalid" })
        : undefined,
    );
    await user.type(within(section).getByLabelText("settings.alerts_topic.deposits"), "-100123");
    await user.click(within(section).getByRole("button", { name: "settings.alerts_save" }));
    expect(await within(section).findByText("admin.alerts_token_required")).toBeTruthy();
    expect(calls("PUT")).toEqual([]);
    await user.type(within(section).getByLabelText("settings.alerts_token"), TOKEN);
    await user.click(within(section).getByRole("button", { name: "settings.alerts_save" }));
    expect(await within(section).findByText("admin.alerts_chat_invalid")).toBeTruthy();
  });

  it("sends a test message and says in words why it did not arrive", async () => {
    const user = userEvent.setup();
    let answer = ok({
      ok: false,
      message: "The bot is not a member",
      failure: "BOT_NOT_IN_CHAT",
      topic: "exceptions",
    });
    const { section, calls } = await renderAlerts(connected, (call) =>
      call.method === "POST" && call.path === `${ALERTS}/test` ? answer : undefined,
    );
    await user.click(within(section).getByRole("button", { name: "settings.alerts_test" }));
    const result = within(section).getByTestId("alerts-test-result");
    await waitFor(() => expect(result.textContent).toBe("settings.alerts_test_failure.BOT_NOT_IN_CHAT"));
    expect(result.textContent).not.toContain("member");
    answer = ok({ ok: true, message: "reached", failure: null, topic: null });
    await user.click(within(section).getByRole("button", { name: "settings.alerts_test" }));
    await waitFor(() => expect(result.textContent).toBe("settings.alerts_test_ok"));
    expect(calls("POST")).toHaveLength(2);
  });
});
