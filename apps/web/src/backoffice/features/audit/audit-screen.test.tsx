import type { AuditEntry } from "@kham/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderBackOffice, staffMe } from "../../test-support";

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 7,
    agency: "demo",
    actor: "noy",
    actorKind: "staff",
    action: "withdrawal.approve",
    targetType: "withdrawal",
    targetId: "W7K2M9QX4A1B2C3D4E5",
    before: { code: "W7K2M9QX4A1B2C3D4E5", status: "OPEN", payout: "64000", bank: { name: "BCEL" } },
    after: { code: "W7K2M9QX4A1B2C3D4E5", status: "SUCCESS", payout: "64000", bank: { name: "BCEL" } },
    ip: "203.0.113.9",
    at: "2026-11-22T09:00:00.000Z",
    ...overrides,
  };
}

const auditPath = "/admin/v1/agencies/demo/audit?";
const queryOf = (path: string) => new URLSearchParams(path.split("?")[1]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the audit log", () => {
  it("asks with the URL's filters, its days as whole Lao days", async () => {
    const { calls } = await renderBackOffice(
      "/backoffice/demo/audit?actor=noy&action=withdrawal.&from=2026-11-01&to=2026-11-30",
      { answer: (call) => (call.path.startsWith(auditPath) ? page([entry()]) : undefined) },
    );
    await screen.findByTestId("table-row");
    const query = queryOf(calls.find((call) => call.path.startsWith(auditPath))!.path);
    expect(query.get("actor")).toBe("noy");
    expect(query.get("action")).toBe("withdrawal.");
    expect(query.get("from")).toBe("2026-11-01T00:00:00+07:00");
    expect(query.get("to")).toBe("2026-12-01T00:00:00+07:00");
    expect((screen.getByLabelText("audit.action") as HTMLSelectElement).value).toBe("withdrawal.");
    expect((screen.getByLabelText("audit.to_day") as HTMLInputElement).value).toBe("2026-11-30");
  });

  it("puts the chosen filters in the URL and asks again", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/audit", {
      answer: (call) => (call.path.startsWith(auditPath) ? page([entry()]) : undefined),
    });
    await screen.findByTestId("table-row");
    await user.selectOptions(screen.getByLabelText("audit.action"), "staff.");
    fireEvent.change(screen.getByLabelText("audit.from_day"), { target: { value: "2026-11-20" } });
    await user.type(screen.getByLabelText("audit.actor_filter"), "Owner.one");
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        action: "staff.",
        from: "2026-11-20",
        actor: "Owner.one",
      }),
    );
    await waitFor(() => {
      const query = queryOf(calls.filter((call) => call.path.startsWith(auditPath)).at(-1)!.path);
      expect(query.get("action")).toBe("staff.");
      expect(query.get("from")).toBe("2026-11-20T00:00:00+07:00");
      expect(query.get("actor")).toBe("Owner.one");
    });
  });

  it("compares before and after, the changed field highlighted and nested values as JSON", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/audit", {
      answer: (call) => (call.path.startsWith(auditPath) ? page([entry()]) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: "audit.details" }));
    const dialog = await screen.findByRole("dialog");
    const fields = within(dialog).getAllByTestId("audit-field");
    const field = (name: string) => fields.find((row) => within(row).queryByText(name))!;
    expect(field("status").dataset.changed).toBe("true");
    expect(within(field("status")).getByText("audit.changed")).toBeTruthy();
    expect(within(field("status")).getByText("OPEN")).toBeTruthy();
    expect(within(field("status")).getByText("SUCCESS")).toBeTruthy();
    expect(field("payout").dataset.changed).toBe("false");
    expect(field("bank").querySelector("pre")?.textContent).toBe('{\n  "name": "BCEL"\n}');
    expect(within(dialog).getByText("203.0.113.9")).toBeTruthy();
    await user.click(within(dialog).getByLabelText("audit.only_changed"));
    expect(
      within(dialog)
        .getAllByTestId("audit-field")
        .map((row) => row.dataset.changed),
    ).toEqual(["true"]);
  });

  it("says when the state before was not recorded", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/audit", {
      answer: (call) =>
        call.path.startsWith(auditPath)
          ? page([
              entry({
                action: "player.block",
                targetType: "player",
                targetId: "somchai",
                before: null,
                after: { username: "somchai", blocked: true },
              }),
            ])
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "audit.details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("audit.no_before")).toBeTruthy();
    expect(within(dialog).queryByText("audit.changed")).toBeNull();
  });

  it("is the owner's only", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/audit", { me: staffMe("finance") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/dashboard"));
  });
});
