import type { Staff } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "@/lib/test-app";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";

function member(overrides: Partial<Staff> = {}): Staff {
  return {
    id: "staff-noy",
    username: "noy",
    role: "finance",
    agency: "demo",
    twoFactor: true,
    disabled: false,
    lastLoginAt: "2026-11-22T08:00:00.000Z",
    createdAt: "2026-11-01T08:00:00.000Z",
    ...overrides,
  };
}

const team = [
  member({ id: "staff-owner", username: "owner.one", role: "owner" }),
  member(),
  member({ id: "staff-kham", username: "kham", role: "support", twoFactor: false, lastLoginAt: null }),
  member({ id: "staff-old", username: "old", role: "marketing", disabled: true }),
];

const staffPath = "/admin/v1/agencies/demo/staff";

function answer(more: (call: ApiCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return (call: ApiCall) => (call.method === "GET" && call.path === staffPath ? ok(team) : more(call));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the staff screen", () => {
  it("shows each account's role, 2FA, standing and last login", async () => {
    await renderBackOffice("/backoffice/demo/staff", { answer: answer() });
    const rows = await screen.findAllByTestId("table-row");
    expect(within(rows[0]!).getByText("staff.you")).toBeTruthy();
    expect(within(rows[1]!).getByText("staff.two_factor_on")).toBeTruthy();
    expect(within(rows[2]!).getByText("staff.two_factor_pending")).toBeTruthy();
    expect(within(rows[2]!).getByText("staff.never")).toBeTruthy();
    expect(within(rows[3]!).getByText("staff.disabled")).toBeTruthy();
    // Nothing more to do to a disabled account, and no authenticator to reset before enrolment.
    expect(within(rows[3]!).queryByRole("button")).toBeNull();
    expect(within(rows[2]!).queryByRole("button", { name: "staff.reset_2fa" })).toBeNull();
  });

  it("shows a generated password once, with a warning, and forgets it when closed", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/staff", {
      answer: answer((call) =>
        call.method === "POST" && call.path === staffPath
          ? ok({
              staff: member({ username: "lamphone", role: "support", twoFactor: false }),
              password: "s3cret-Gen3rated-pw",
            })
          : undefined,
      ),
    });
    await user.click(await screen.findByRole("button", { name: "staff.create" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("staff.username"), "Lamphone");
    await user.click(within(dialog).getByLabelText(/role\.support/));
    await user.click(within(dialog).getByRole("button", { name: "staff.create_confirm" }));
    expect((await screen.findByTestId("generated-password")).textContent).toBe("s3cret-Gen3rated-pw");
    expect(screen.getByText("staff.shown_once")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      username: "lamphone",
      role: "support",
      platform: false,
    });
    await user.click(screen.getByRole("button", { name: "staff.password_taken" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "staff.create" }));
    await screen.findByRole("dialog");
    expect(screen.queryByTestId("generated-password")).toBeNull();
    expect(screen.queryByText("s3cret-Gen3rated-pw")).toBeNull();
  });

  it("sends a chosen password and shows none back", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/staff", {
      answer: answer((call) =>
        call.method === "POST" && call.path === staffPath
          ? ok({ staff: member({ username: "lamphone" }), password: null })
          : undefined,
      ),
    });
    await user.click(await screen.findByRole("button", { name: "staff.create" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("staff.username"), "lamphone");
    await user.click(within(dialog).getByLabelText(/role\.finance/));
    await user.type(within(dialog).getByLabelText("staff.password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "staff.create_confirm" }));
    expect(await within(dialog).findByText("validation.staff_password_min")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("staff.password"), " and now long enough");
    await user.click(within(dialog).getByRole("button", { name: "staff.create_confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      password: "short and now long enough",
    });
    expect(screen.queryByTestId("generated-password")).toBeNull();
  });

  it("says in place that a username is taken", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/staff", {
      answer: answer((call) =>
        call.method === "POST" && call.path === staffPath
          ? failure(400, "VALIDATION_ERROR", { username: "validation.staff_username_taken" })
          : undefined,
      ),
    });
    await user.click(await screen.findByRole("button", { name: "staff.create" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("staff.username"), "noy");
    await user.click(within(dialog).getByLabelText(/role\.finance/));
    await user.click(within(dialog).getByRole("button", { name: "staff.create_confirm" }));
    expect(await within(dialog).findByText("validation.staff_username_taken")).toBeTruthy();
    expect(within(dialog).getByLabelText("staff.username").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows in the dialog that nobody may disable themselves", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/staff", {
      answer: answer((call) =>
        call.path === `${staffPath}/owner.one/disable`
          ? failure(400, "VALIDATION_ERROR", { username: "validation.staff_self" })
          : undefined,
      ),
    });
    const [own] = await screen.findAllByTestId("table-row");
    await user.click(within(own!).getByRole("button", { name: "staff.disable" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("staff.disable_effect_sessions")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "staff.disable_confirm" }));
    expect(await within(dialog).findByText("validation.staff_self")).toBeTruthy();
    expect(calls.some((call) => call.path === `${staffPath}/owner.one/disable`)).toBe(true);
  });

  it("resets an account's 2FA after saying the next login enrols a new authenticator", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/staff", {
      answer: answer((call) =>
        call.path === `${staffPath}/noy/reset-2fa` ? ok(member({ twoFactor: false })) : undefined,
      ),
    });
    const rows = await screen.findAllByTestId("table-row");
    await user.click(within(rows[1]!).getByRole("button", { name: "staff.reset_2fa" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("staff.reset_effect_enrol")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "staff.reset_confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === `${staffPath}/noy/reset-2fa`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers platform accounts only to platform owners", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/staff", { answer: answer() });
    await user.click(await screen.findByRole("button", { name: "staff.create" }));
    expect(within(await screen.findByRole("dialog")).queryByLabelText(/staff\.platform/)).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const { calls } = await renderBackOffice("/backoffice/demo/staff", {
      me: staffMe("owner", [
        { code: "demo", name: "Kham Demo" },
        { code: "other", name: "Other" },
      ]),
      answer: answer((call) =>
        call.method === "POST" ? ok({ staff: member({ agency: null }), password: null }) : undefined,
      ),
    });
    await user.click(await screen.findByRole("button", { name: "staff.create" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("staff.username"), "platform.noy");
    await user.click(within(dialog).getByLabelText(/role\.owner/));
    await user.click(within(dialog).getByLabelText(/staff\.platform/));
    await user.click(within(dialog).getByRole("button", { name: "staff.create_confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ platform: true }),
    );
  });

  it("is the owner's only", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/staff", { me: staffMe("support") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/dashboard"));
  });
});
