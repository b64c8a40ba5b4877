import type { Protection, StaffRole, WithdrawalOrder } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCredit, formatDateTime, groupAccountNumber } from "@/lib/format";
import type { ApiCall } from "@/lib/test-app";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";
import type { StaffPlayerDetail } from "../players/api/get-player";

const DETAIL = "/admin/v1/agencies/demo/players/somchai";
const PROTECTION = `${DETAIL}/protection`;
const LIMITS = `${PROTECTION}/limits`;
const PAYOUT = `${DETAIL}/payout`;

function detail(overrides: Partial<StaffPlayerDetail> = {}): StaffPlayerDetail {
  return {
    player: {
      id: "player-1",
      username: "somchai",
      displayName: "Somchai P.",
      blocked: false,
      createdAt: "2026-11-20T09:00:00.000Z",
    },
    bankAccounts: [
      {
        id: "account-1",
        bankCode: "BCEL",
        bankName: "BCEL",
        accountNumber: "160012345678",
        accountName: "Somchai Phommavong",
        currency: "LAK",
        createdAt: "2026-11-20T09:05:00.000Z",
      },
    ],
    credits: [
      { provider: "alphabet", amount: "0.00" },
      { provider: "askmebet", amount: null },
      { provider: "gclub", amount: "1250.50" },
      { provider: "gclub_live", amount: "0.00" },
    ],
    ledger: [],
    deposits: [],
    withdrawals: [],
    ...overrides,
  };
}

function protection(overrides: Partial<Protection> = {}): Protection {
  return {
    limits: {
      deposit: { daily: "1000.00", weekly: null, monthly: "20000.00" },
      loss: { daily: null, weekly: "5000.00", monthly: null },
    },
    pending: [
      {
        kind: "deposit",
        period: "monthly",
        amount: "30000.00",
        appliesAt: "2026-11-23T09:00:00.000Z",
        confirmBy: "2026-11-30T09:00:00.000Z",
      },
    ],
    usage: {
      deposit: { daily: "850.00", weekly: "850.00", monthly: "2000.00" },
      loss: { daily: "-120.00", weekly: "5000.00", monthly: "300.00" },
    },
    reminderMinutes: 30,
    exclusion: null,
    session: {
      sessionStartedAt: "2026-11-22T08:00:00.000Z",
      deposits: "0.00",
      withdrawals: "0.00",
      net: "0.00",
    },
    ...overrides,
  };
}

const paidOut: WithdrawalOrder = {
  code: "W9P8Q7R6S5T4U3V2W1X",
  provider: "gclub",
  amount: "1250.50",
  creditReceived: "1250.50",
  creditReturned: "0.00",
  bonusDeducted: "0.00",
  payout: "825330",
  payoutCurrency: "LAK",
  rate: "660",
  bankName: "BCEL",
  accountName: "Somchai Phommavong",
  accountNumber: "160012345678",
  status: "OPEN",
  reason: null,
  failure: null,
  payoutProof: null,
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
};

const isGet = (call: ApiCall, path: string) => call.method === "GET" && call.path === path;

async function openPlayer(
  role: StaffRole,
  answers: { protection?: Protection; detail?: StaffPlayerDetail; other?: (call: ApiCall) => unknown } = {},
) {
  const rendered = await renderBackOffice("/backoffice/demo/players/somchai", {
    me: staffMe(role),
    answer: (call) => {
      if (isGet(call, DETAIL)) return ok(answers.detail ?? detail());
      if (isGet(call, PROTECTION)) return ok(answers.protection ?? protection());
      return answers.other?.(call) as ReturnType<typeof ok> | undefined;
    },
  });
  const panel = await screen.findByTestId("protection-panel");
  await within(panel).findByTestId("limit-deposit-daily");
  return { ...rendered, panel };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a player's protection", () => {
  it("shows each limit with its usage, amber from 80 % and red when reached, and none where unset", async () => {
    const { panel } = await openPlayer("support");
    const daily = within(panel).getByTestId("limit-deposit-daily");
    expect(daily.textContent).toContain("protection.used_of");
    expect(daily.dataset.standing).toBe("near");
    expect(within(daily).getByTestId("limit-bar").dataset.percent).toBe("85");
    expect(within(panel).getByTestId("limit-deposit-weekly").dataset.standing).toBe("none");
    expect(within(panel).getByTestId("limit-deposit-weekly").textContent).toContain(
      "protection.used_no_limit",
    );
    expect(within(within(panel).getByTestId("limit-deposit-weekly")).queryByTestId("limit-bar")).toBeNull();
    expect(within(panel).getByTestId("limit-deposit-monthly").dataset.standing).toBe("below");
    expect(within(panel).getByTestId("limit-loss-weekly").dataset.standing).toBe("reached");
  });

  it("shows a pending raise with its amount, from when the player may confirm it and until when", async () => {
    const { panel } = await openPlayer("support");
    const pending = within(panel).getByTestId("pending-limit");
    expect(pending.textContent).toContain("protection.kind.deposit");
    expect(pending.textContent).toContain("protection.period.monthly");
    expect(pending.textContent).toContain("protection.pending_amount");
    const [from, until] = within(pending).getAllByRole("time");
    expect(from!.getAttribute("datetime")).toBe("2026-11-23T09:00:00.000Z");
    expect(from!.textContent).toBe(formatDateTime("2026-11-23T09:00:00.000Z"));
    expect(until!.getAttribute("datetime")).toBe("2026-11-30T09:00:00.000Z");
  });

  it("says a pending removal is one, and when nothing waits", async () => {
    const removal = protection({
      pending: [{ ...protection().pending[0]!, amount: null }],
    });
    const { panel } = await openPlayer("support", { protection: removal });
    expect(within(panel).getByTestId("pending-limit").textContent).toContain("protection.pending_removal");
    cleanup();
    const { panel: quiet } = await openPlayer("support", { protection: protection({ pending: [] }) });
    expect(within(quiet).getByText("protection.pending_none")).toBeTruthy();
  });

  it("shows the reminder setting, or that it is off", async () => {
    const { panel } = await openPlayer("support");
    expect(within(panel).getByTestId("reminder").textContent).toBe("protection.reminder_every");
    cleanup();
    const { panel: off } = await openPlayer("support", { protection: protection({ reminderMinutes: null }) });
    expect(within(off).getByTestId("reminder").textContent).toBe("protection.reminder_off");
  });

  it("says staff may only tighten, and offers nothing to loosen or lift", async () => {
    const { panel } = await openPlayer("owner", {
      protection: protection({ exclusion: { kind: "COOL_OFF", until: "2026-11-29T09:00:00.000Z" } }),
    });
    expect(within(panel).getByText("protection.staff_only_tighten")).toBeTruthy();
    const buttons = within(panel)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label") ?? button.textContent);
    expect(buttons).toEqual(["protection.payout_of", "protection.tighten_confirm"]);
  });
});

describe("the exclusion badge", () => {
  it("says when there is no exclusion", async () => {
    const { panel } = await openPlayer("support");
    expect(within(panel).getByTestId("exclusion-badge").textContent).toBe("protection.not_excluded");
  });

  it("names a cool-off and when it ends", async () => {
    const until = "2026-11-29T09:00:00.000Z";
    const { panel } = await openPlayer("support", {
      protection: protection({ exclusion: { kind: "COOL_OFF", until } }),
    });
    const badge = within(panel).getByTestId("exclusion-badge");
    expect(badge.textContent).toContain("protection.cool_off_until");
    expect(within(badge).getByRole("time").getAttribute("datetime")).toBe(until);
    expect(within(badge).getByRole("time").textContent).toBe(formatDateTime(until));
  });

  it("names a permanent self-exclusion without an end", async () => {
    const { panel } = await openPlayer("support", {
      protection: protection({ exclusion: { kind: "SELF_EXCLUSION", until: null } }),
    });
    const badge = within(panel).getByTestId("exclusion-badge");
    expect(badge.textContent).toBe("protection.self_exclusion_permanent");
    expect(within(badge).queryByRole("time")).toBeNull();
  });
});

describe("setting a tighter limit", () => {
  it("sends the kind, period, amount and reason, then reads the protection again", async () => {
    const user = userEvent.setup();
    const { panel, calls } = await openPlayer("support", {
      other: (call) => (call.method === "PUT" && call.path === LIMITS ? ok(protection()) : undefined),
    });
    const form = within(panel).getByRole("form", { name: "protection.tighten_title" });
    expect(within(form).getByText("protection.current_limit")).toBeTruthy();
    await user.click(within(form).getByRole("radio", { name: "protection.kind.loss" }));
    await user.click(within(form).getByRole("radio", { name: "protection.period.daily" }));
    expect(within(form).getByText("protection.current_none")).toBeTruthy();
    await user.type(within(form).getByLabelText("protection.new_limit"), "500");
    await user.type(within(form).getByLabelText("protection.reason"), "Asked by phone");
    const reads = calls.filter((call) => isGet(call, PROTECTION)).length;
    await user.click(within(form).getByRole("button", { name: "protection.tighten_confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === LIMITS)).toBe(true));
    const put = calls.find((call) => call.path === LIMITS)!;
    expect(put.method).toBe("PUT");
    expect(put.body).toEqual({ kind: "loss", period: "daily", amount: "500", reason: "Asked by phone" });
    expect(await screen.findByText("protection.tightened")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => isGet(call, PROTECTION)).length).toBeGreaterThan(reads),
    );
  });

  it("asks for a reason and a positive amount before sending anything", async () => {
    const user = userEvent.setup();
    const { panel, calls } = await openPlayer("support");
    const form = within(panel).getByRole("form", { name: "protection.tighten_title" });
    await user.type(within(form).getByLabelText("protection.new_limit"), "0");
    await user.click(within(form).getByRole("button", { name: "protection.tighten_confirm" }));
    expect(await within(form).findByText("protection.validation.limit_positive")).toBeTruthy();
    expect(within(form).getByText("validation.required")).toBeTruthy();
    expect(calls.some((call) => call.path === LIMITS)).toBe(false);
  });

  it("shows the server's refusal of a looser limit under the amount, translated", async () => {
    const user = userEvent.setup();
    const { panel } = await openPlayer("support", {
      other: (call) => (call.path === LIMITS ? failure(422, "LIMIT_NOT_TIGHTER") : undefined),
    });
    const form = within(panel).getByRole("form", { name: "protection.tighten_title" });
    const amount = within(form).getByLabelText("protection.new_limit");
    await user.type(amount, "5000");
    await user.type(within(form).getByLabelText("protection.reason"), "Player asked");
    await user.click(within(form).getByRole("button", { name: "protection.tighten_confirm" }));
    expect(await within(form).findByText("errors.LIMIT_NOT_TIGHTER")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    const { panel } = await openPlayer("support", {
      other: (call) =>
        call.path === LIMITS
          ? failure(400, "VALIDATION_ERROR", { amount: "protection.validation.limit_order" })
          : undefined,
    });
    const form = within(panel).getByRole("form", { name: "protection.tighten_title" });
    await user.type(within(form).getByLabelText("protection.new_limit"), "900");
    await user.type(within(form).getByLabelText("protection.reason"), "Player asked");
    await user.click(within(form).getByRole("button", { name: "protection.tighten_confirm" }));
    expect(await within(form).findByText("protection.validation.limit_order")).toBeTruthy();
  });
});

describe("paying out an excluded player's credit", () => {
  const excluded = protection({ exclusion: { kind: "SELF_EXCLUSION", until: "2027-05-22T09:00:00.000Z" } });

  it("names the amount and the bank account, then shows the new withdrawal in the player's orders", async () => {
    const user = userEvent.setup();
    let paid = false;
    const { panel, calls } = await renderAndPay();
    async function renderAndPay() {
      const rendered = await renderBackOffice("/backoffice/demo/players/somchai", {
        me: staffMe("finance"),
        answer: (call) => {
          if (isGet(call, DETAIL)) return ok(detail(paid ? { withdrawals: [paidOut] } : {}));
          if (isGet(call, PROTECTION)) return ok(excluded);
          if (call.method === "POST" && call.path === PAYOUT) {
            paid = true;
            return ok(paidOut);
          }
          return undefined;
        },
      });
      return { ...rendered, panel: await screen.findByTestId("protection-panel") };
    }
    const remaining = await within(panel).findByTestId("remaining-credit");
    // Only a game with credit is offered: not one at zero, nor one that did not answer.
    const offers = within(remaining).getAllByRole("button", { name: "protection.payout_of" });
    expect(offers).toHaveLength(1);
    expect(within(remaining).getByText(formatCredit("1250.50"))).toBeTruthy();
    expect(within(remaining).getByText("provider.gclub")).toBeTruthy();
    await user.click(offers[0]!);

    const dialog = await screen.findByRole("dialog");
    const summary = within(dialog).getByTestId("payout-summary");
    expect(within(summary).getByText(formatCredit("1250.50"))).toBeTruthy();
    expect(within(summary).getByText("Somchai Phommavong")).toBeTruthy();
    expect(within(summary).getByText(groupAccountNumber("160012345678"))).toBeTruthy();
    expect(calls.some((call) => call.path === PAYOUT)).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "protection.payout_confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === PAYOUT)).toBe(true));
    expect(calls.find((call) => call.path === PAYOUT)!.body).toEqual({ provider: "gclub" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("protection.payout_done")).toBeTruthy();
    const withdrawals = await screen.findByTestId("recent-withdrawals");
    expect(within(withdrawals).getByText("W9P8Q7R6S5T4U3V2W1X")).toBeTruthy();
  });

  it("says a refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    const { panel } = await openPlayer("finance", {
      protection: excluded,
      other: (call) => (call.path === PAYOUT ? failure(422, "INSUFFICIENT_CREDIT") : undefined),
    });
    await user.click(within(panel).getByRole("button", { name: "protection.payout_of" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "protection.payout_confirm" }));
    expect(await within(dialog).findByText("errors.INSUFFICIENT_CREDIT")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBe(dialog);
  });

  it("cannot pay out to a player without a bank account", async () => {
    const user = userEvent.setup();
    const { panel } = await openPlayer("finance", {
      protection: excluded,
      detail: detail({ bankAccounts: [] }),
    });
    await user.click(within(panel).getByRole("button", { name: "protection.payout_of" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("protection.payout_no_account")).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "protection.payout_confirm" }).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("is offered only for an excluded player, and only to those who pay out withdrawals", async () => {
    const { panel } = await openPlayer("finance");
    expect(within(panel).queryByTestId("remaining-credit")).toBeNull();
    cleanup();
    const { panel: support } = await openPlayer("support", { protection: excluded });
    expect(within(support).queryByTestId("remaining-credit")).toBeNull();
  });
});
