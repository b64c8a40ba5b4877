import type { StaffDeposit, StaffJob, StaffPayment, StaffWithdrawal } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer, ApiCall } from "@/lib/test-app";
import { failure, ok, page, renderBackOffice, staffMe } from "../../test-support";

const PAYMENT_ID = "4f0c2a8e-1b6d-4c3a-9e7f-2d5b8a1c0e93";

function payment(overrides: Partial<StaffPayment> = {}): StaffPayment {
  return {
    id: PAYMENT_ID,
    agency: "demo",
    gateway: "sandbox",
    reference: "SBX701629F212BAE274",
    orderCode: "D7K2M9QX4A1B2C3D4E5",
    amount: "65000",
    currency: "LAK",
    paidAt: "2026-11-22T09:00:00.000Z",
    receivedAt: "2026-11-22T09:00:01.000Z",
    status: "UNMATCHED",
    unmatchedReason: "AMOUNT_MISMATCH",
    resolution: null,
    creditOrderCode: null,
    note: null,
    resolvedBy: null,
    resolvedAt: null,
    ...overrides,
  };
}

function deposit(overrides: Partial<StaffDeposit> = {}): StaffDeposit {
  return {
    code: "D7K2M9QX4A1B2C3D4E5",
    provider: "askmebet",
    currency: "LAK",
    amount: "66000",
    credit: "100.00",
    bonus: "0.00",
    rate: "660",
    status: "OPEN",
    bankCode: "BCEL",
    mid: "BCEL0000555555",
    expiresAt: "2026-11-22T09:15:00.000Z",
    createdAt: "2026-11-22T08:59:00.000Z",
    updatedAt: "2026-11-22T08:59:00.000Z",
    username: "somchai",
    failureReason: null,
    pastPlayerLimit: false,
    ...overrides,
  };
}

function job(overrides: Partial<StaffJob> = {}): StaffJob {
  return {
    id: 7,
    kind: "deposit.transfer",
    payload: { code: "D7K2M9QX4A1B2C3D4E5" },
    status: "dead",
    attempts: 8,
    maxAttempts: 8,
    lastError: "gclub: connect ECONNREFUSED",
    runAt: "2026-11-22T09:00:00.000Z",
    updatedAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  };
}

function withdrawal(overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    code: "W7K2M9QX4A1B2C3D4E5",
    provider: "gclub",
    amount: "100.00",
    creditReceived: "100.00",
    creditReturned: "0.00",
    bonusDeducted: "0.00",
    payout: "64000",
    payoutCurrency: "LAK",
    rate: "640",
    bankName: "BCEL",
    accountName: "Somchai Phommavong",
    accountNumber: "160012345678",
    status: "FAILED",
    failure: null,
    payoutProof: null,
    createdAt: "2026-11-22T09:00:00.000Z",
    updatedAt: "2026-11-22T09:00:05.000Z",
    username: "noy",
    reason: "insufficient balance at the provider",
    creditTaken: false,
    ...overrides,
  };
}

const query = (call: ApiCall) => new URLSearchParams(call.path.split("?")[1]);
const isList = (call: ApiCall, list: string) => call.path.startsWith(`/admin/v1/agencies/demo/${list}?`);

/** Every list answered, empty unless given: the screen also asks for the tab counts. */
function answers(given: { payments?: StaffPayment[]; jobs?: StaffJob[]; deposits?: StaffDeposit[] } = {}) {
  return (call: ApiCall): ApiAnswer | undefined => {
    if (call.method !== "GET") return undefined;
    if (isList(call, "payments")) return page(given.payments ?? []);
    if (isList(call, "jobs")) return page(given.jobs ?? []);
    if (isList(call, "deposits")) return page(given.deposits ?? []);
    if (isList(call, "withdrawals")) return page([]);
    return undefined;
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("unmatched payments", () => {
  it("lists the payments waiting for staff with their reason, and counts what waits in each tab", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: answers({ payments: [payment()], jobs: [job(), job({ id: 8 })] }),
    });
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText("exceptions.reason.AMOUNT_MISMATCH")).toBeTruthy();
    expect(within(row).getByText("exceptions.reason_text.AMOUNT_MISMATCH")).toBeTruthy();
    expect(within(row).getByText("D7K2M9QX4A1B2C3D4E5")).toBeTruthy();
    expect(query(calls.find((call) => isList(call, "payments"))!).get("status")).toBe("UNMATCHED");
    expect(query(calls.find((call) => isList(call, "jobs"))!).get("status")).toBe("stuck");
    const counts = await screen.findAllByTestId("tab-count");
    expect(counts.map((count) => count.textContent)).toEqual(["1", "2"]);
  });

  it("credits a payment to the player and game of the order it named, with the note", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.method === "POST" && call.path.endsWith(`/payments/${PAYMENT_ID}/resolve`)) {
          return ok({
            payment: payment({ status: "RESOLVED", resolution: "CREDITED" }),
            order: deposit({ code: "DNEW", status: "PAID", credit: "98.48" }),
          });
        }
        return answers({ payments: [payment()], deposits: [deposit()] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    // The order the payment named: its player and game fill the form, what it asked for is shown.
    await waitFor(() =>
      expect((within(dialog).getByLabelText("exceptions.username") as HTMLInputElement).value).toBe(
        "somchai",
      ),
    );
    expect(within(dialog).getByText("exceptions.asked_for")).toBeTruthy();
    const lookup = calls.find((call) => isList(call, "deposits"))!;
    expect(query(lookup).get("search")).toBe("D7K2M9QX4A1B2C3D4E5");
    expect(
      (within(dialog).getByRole("radio", { name: "provider.askmebet" }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(within(dialog).getByRole("radio", { name: "provider.gclub" }));
    await user.type(within(dialog).getByLabelText("exceptions.note"), "  paid 65,000 for a 66,000 order ");
    await user.click(within(dialog).getByRole("button", { name: "exceptions.credit_confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith("/resolve"))?.body).toEqual({
        credit: { username: "somchai", provider: "gclub" },
        note: "paid 65,000 for a 66,000 order",
      }),
    );
    expect(await screen.findByText("exceptions.credited")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("records a refund outside with only the note", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.path.endsWith("/resolve")) {
          return ok({ payment: payment({ status: "RESOLVED", resolution: "REFUNDED" }), order: null });
        }
        return answers({ payments: [payment({ unmatchedReason: "UNKNOWN_ORDER", orderCode: "XYZ" })] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("exceptions.action_refunded"));
    expect(within(dialog).queryByLabelText("exceptions.username")).toBeNull();
    await user.type(within(dialog).getByLabelText("exceptions.note"), "sent back from BCEL");
    await user.click(within(dialog).getByRole("button", { name: "exceptions.refund_confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith("/resolve"))?.body).toEqual({
        refunded: true,
        note: "sent back from BCEL",
      }),
    );
    expect(await screen.findByText("exceptions.refunded")).toBeTruthy();
    // An order code that matched nothing is not looked up.
    expect(calls.some((call) => isList(call, "deposits"))).toBe(false);
  });

  it("asks for the note and the player before sending anything", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: answers({ payments: [payment({ unmatchedReason: "UNKNOWN_ORDER" })] }),
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("exceptions.note"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "exceptions.credit_confirm" }));
    expect(await within(dialog).findByText("admin.note_required")).toBeTruthy();
    expect(within(dialog).getByText("validation.required")).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith("/resolve"))).toBe(false);
  });

  it("shows the server's field errors in place", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.path.endsWith("/resolve")) {
          return failure(400, "VALIDATION_ERROR", { note: "admin.note_required" });
        }
        return answers({ payments: [payment({ unmatchedReason: "UNKNOWN_ORDER" })] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("exceptions.action_refunded"));
    await user.type(within(dialog).getByLabelText("exceptions.note"), "x");
    await user.click(within(dialog).getByRole("button", { name: "exceptions.refund_confirm" }));
    expect(await within(dialog).findByText("admin.note_required")).toBeTruthy();
    expect(within(dialog).getByLabelText("exceptions.note").getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when the player typed does not exist", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.path.endsWith("/resolve")) return failure(404, "NOT_FOUND");
        return answers({ payments: [payment({ unmatchedReason: "UNKNOWN_ORDER" })] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("exceptions.username"), "nobody");
    await user.type(within(dialog).getByLabelText("exceptions.note"), "asked on the phone");
    await user.click(within(dialog).getByRole("button", { name: "exceptions.credit_confirm" }));
    expect(await within(dialog).findByText("exceptions.player_not_found")).toBeTruthy();
  });

  it("shows that someone else resolved it first and refreshes the list", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.path.endsWith("/resolve")) return failure(409, "ALREADY_RESOLVED");
        return answers({ payments: [payment({ unmatchedReason: "UNKNOWN_ORDER" })] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.resolve" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("exceptions.action_refunded"));
    await user.type(within(dialog).getByLabelText("exceptions.note"), "refunded");
    const before = calls.filter((call) => isList(call, "payments")).length;
    await user.click(within(dialog).getByRole("button", { name: "exceptions.refund_confirm" }));
    expect(await within(dialog).findByText("exceptions.already_resolved")).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "exceptions.refund_confirm" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await waitFor(() =>
      expect(calls.filter((call) => isList(call, "payments")).length).toBeGreaterThan(before),
    );
  });

  it("looks back at resolved payments: what was done, by whom, with the note", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) =>
        isList(call, "payments") && query(call).get("status") === "RESOLVED"
          ? page([
              payment({
                status: "RESOLVED",
                resolution: "CREDITED",
                creditOrderCode: "DNEW",
                note: "paid 65,000 for a 66,000 order",
                resolvedBy: "noy",
                resolvedAt: "2026-11-22T10:00:00.000Z",
              }),
            ])
          : answers()(call),
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.view_resolved" }));
    expect(await screen.findByText("“paid 65,000 for a 66,000 order”")).toBeTruthy();
    expect(screen.getByRole("link", { name: "DNEW" }).getAttribute("href")).toBe(
      "/backoffice/demo/deposits?search=DNEW",
    );
    expect(screen.queryByRole("button", { name: "exceptions.resolve" })).toBeNull();
    expect(router.state.location.search).toMatchObject({ payments: "RESOLVED" });
    expect(calls.some((call) => isList(call, "payments") && query(call).get("status") === "RESOLVED")).toBe(
      true,
    );
  });
});

describe("dead jobs", () => {
  it("opens from its tab, lists the dead jobs with what waits and retries one", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/exceptions", {
      answer: (call) => {
        if (call.method === "POST" && call.path === "/admin/v1/agencies/demo/jobs/7/retry") {
          return ok({ job: job({ status: "pending", attempts: 0 }) });
        }
        return answers({ jobs: [job()] })(call);
      },
    });
    await user.click(await screen.findByRole("tab", { name: /exceptions\.tab\.jobs/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: "jobs" }));
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText("exceptions.job_kind.deposit.transfer")).toBeTruthy();
    expect(within(row).getByText("exceptions.job_waits.deposit.transfer")).toBeTruthy();
    expect(within(row).getByText("gclub: connect ECONNREFUSED")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "D7K2M9QX4A1B2C3D4E5" }).getAttribute("href")).toBe(
      "/backoffice/demo/deposits?search=D7K2M9QX4A1B2C3D4E5",
    );
    expect(screen.getByText("exceptions.jobs_idempotent")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "exceptions.retry_job" }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/jobs/7/retry"))).toBe(true));
    expect(await screen.findByText("exceptions.retried")).toBeTruthy();
  });

  it("says so when the job was retried by someone else first", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: (call) => {
        if (call.path.endsWith("/retry")) return failure(409, "ALREADY_RESOLVED");
        return answers({ jobs: [job()] })(call);
      },
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.retry_job" }));
    expect(await screen.findByText("exceptions.job_not_dead")).toBeTruthy();
  });

  it("shows a job waiting on the agency's credit at the provider as an alert, without a retry", async () => {
    await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: answers({
        jobs: [
          job({
            status: "pending",
            attempts: 0,
            lastError: "AGENT_CREDIT: the agency's credit at gclub is used up",
          }),
        ],
      }),
    });
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText("exceptions.agent_credit")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "exceptions.retry_job" })).toBeNull();
  });

  it("lists jobs of another status, without a retry for those still alive", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions?tab=jobs&jobs=all", {
      answer: answers({ jobs: [job({ status: "done", lastError: null })] }),
    });
    await screen.findByTestId("table-row");
    expect(calls.some((call) => isList(call, "jobs") && query(call).get("status") === null)).toBe(true);
    expect(screen.queryByRole("button", { name: "exceptions.retry_job" })).toBeNull();
  });
});

describe("giving up a dead transfer", () => {
  const givenUp = (call: ApiCall) => call.method === "POST" && call.path.endsWith("/jobs/7/give-up");

  it("offers it only for a transfer whose money never left, and sends the note once asked for", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: (call) => {
        if (givenUp(call)) {
          return ok({
            job: job({ status: "done" }),
            order: { code: "D7K2M9QX4A1B2C3D4E5", status: "FAILED" },
          });
        }
        return answers({
          jobs: [job(), job({ id: 9, kind: "withdrawal.refund", payload: { code: "W7K2M9QX4A1B2C3D4E5" } })],
        })(call);
      },
    });
    const [transfer, refund] = await screen.findAllByTestId("table-row");
    // A refund is owed to the player: it is only ever retried.
    expect(within(refund!).getByRole("button", { name: "exceptions.retry_job" })).toBeTruthy();
    expect(within(refund!).queryByRole("button", { name: "exceptions.give_up_job" })).toBeNull();

    await user.click(within(transfer!).getByRole("button", { name: "exceptions.give_up_job" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("exceptions.give_up_intro.deposit.transfer")).toBeTruthy();
    expect(within(dialog).getByText("exceptions.give_up_asks_first")).toBeTruthy();
    expect(within(dialog).getByText("gclub: connect ECONNREFUSED")).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "exceptions.give_up_confirm" });
    await user.click(confirm);
    expect(await within(dialog).findByText("admin.note_required")).toBeTruthy();
    expect(calls.some(givenUp)).toBe(false);

    await user.type(within(dialog).getByLabelText("exceptions.note"), "  gclub closed the member  ");
    await user.click(confirm);
    await waitFor(() => expect(calls.find(givenUp)?.body).toEqual({ note: "gclub closed the member" }));
    expect(await screen.findByText("exceptions.given_up.deposit.transfer")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  /** Staff give the job up with a note, and the server refuses with `code`: the dialog says why. */
  async function giveUpRefused(status: number, code: string, theJob = job()) {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: (call) => (givenUp(call) ? failure(status, code) : answers({ jobs: [theJob] })(call)),
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.give_up_job" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("exceptions.note"), "member closed");
    const confirm = within(dialog).getByRole("button", {
      name: "exceptions.give_up_confirm",
    }) as HTMLButtonElement;
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(`errors.${code}`);
    return { user, calls, dialog, confirm };
  }

  it("sends staff's word that they checked the provider's report, when ticked", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: (call) =>
        givenUp(call)
          ? ok({ job: job({ status: "done" }), order: { code: "D7K2M9QX4A1B2C3D4E5", status: "FAILED" } })
          : answers({ jobs: [job()] })(call),
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.give_up_job" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("exceptions.note"), "not in gclub's report");
    await user.click(within(dialog).getByLabelText("exceptions.give_up_checked"));
    await user.click(within(dialog).getByRole("button", { name: "exceptions.give_up_confirm" }));
    await waitFor(() =>
      expect(calls.find(givenUp)?.body).toEqual({ note: "not in gclub's report", checkedAtProvider: true }),
    );
  });

  it("says the provider's report must be checked first where the provider cannot be asked", async () => {
    await giveUpRefused(422, "PROVIDER_CHECK_REQUIRED");
  });

  it("says so, and changes nothing, when the provider has the transfer", async () => {
    const { confirm } = await giveUpRefused(409, "TRANSFER_EXISTS");
    expect(confirm.disabled).toBe(true);
  });

  it("says a transfer that died moments ago must wait, and lets staff try again later", async () => {
    const { dialog, confirm } = await giveUpRefused(409, "JOB_TOO_RECENT");
    expect(confirm.disabled).toBe(false);
    expect(within(dialog).getByRole("button", { name: "common.cancel" })).toBeTruthy();
  });

  it("lets staff try again when the provider could not be asked, for a withdrawal's transfer out too", async () => {
    const transferOut = job({ kind: "withdrawal.transfer-out", payload: { code: "W7K2M9QX4A1B2C3D4E5" } });
    const { user, calls, dialog, confirm } = await giveUpRefused(503, "PROVIDER_UNAVAILABLE", transferOut);
    expect(within(dialog).getByText("exceptions.give_up_intro.withdrawal.transfer-out")).toBeTruthy();
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(calls.filter(givenUp)).toHaveLength(2));
  });
});

describe("recording a dead transfer as done", () => {
  const settled = (call: ApiCall) => call.method === "POST" && call.path.endsWith("/jobs/7/settle");
  const legIn = job({ kind: "transfer.in", payload: { code: "T7K2M9QX4A1B2C3D4E5" } });

  async function openSettle(answer: (call: ApiCall) => ApiAnswer | undefined, jobs = [legIn]) {
    const user = userEvent.setup();
    const rendered = await renderBackOffice("/backoffice/demo/exceptions?tab=jobs", {
      answer: (call) => (settled(call) ? answer(call) : answers({ jobs })(call)),
    });
    await user.click(await screen.findByRole("button", { name: "exceptions.settle_job" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", {
      name: "exceptions.settle_confirm",
    }) as HTMLButtonElement;
    return { user, dialog, confirm, ...rendered };
  }

  it("asks for the provider check first, then sends it with the reference and note", async () => {
    const { user, dialog, confirm, calls } = await openSettle(() =>
      ok({
        job: job({ status: "done" }),
        order: { code: "T7K2M9QX4A1B2C3D4E5", status: "SUCCESS" },
        providerReference: "AMB-88",
      }),
    );
    expect(within(dialog).getByText("exceptions.settle_intro.transfer.in")).toBeTruthy();
    // The leg's own reference at the provider, which staff search for there.
    expect(within(dialog).getByText("T7K2M9QX4A1B2C3D4E5I")).toBeTruthy();
    await user.click(confirm);
    expect(await within(dialog).findByText("admin.provider_check_required")).toBeTruthy();
    expect(calls.some(settled)).toBe(false);

    await user.click(within(dialog).getByLabelText("exceptions.settle_checked"));
    expect(within(dialog).queryByText("admin.provider_check_required")).toBeNull();
    await user.type(within(dialog).getByLabelText("exceptions.settle_reference"), " AMB-88 ");
    await user.type(within(dialog).getByLabelText("exceptions.note_optional"), "in AMB's report");
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find(settled)?.body).toEqual({
        checkedAtProvider: true,
        providerReference: "AMB-88",
        note: "in AMB's report",
      }),
    );
    expect(await screen.findByText("exceptions.settled")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends only the check when nothing else is given, and offers it for dead transfers only", async () => {
    const watch = job({ id: 9, kind: "deposit.watch" });
    const { user, dialog, confirm, calls } = await openSettle(
      () =>
        ok({
          job: job({ status: "done" }),
          order: { code: "D7K2M9QX4A1B2C3D4E5", status: "SUCCESS" },
          providerReference: null,
        }),
      [job(), watch],
    );
    // Behind the open dialog, so read as hidden.
    const rows = screen.getAllByTestId("table-row");
    const hidden = { hidden: true };
    expect(within(rows[1]!).queryByRole("button", { name: "exceptions.settle_job", ...hidden })).toBeNull();
    expect(within(rows[1]!).getByRole("button", { name: "exceptions.retry_job", ...hidden })).toBeTruthy();
    expect(within(dialog).getByText("exceptions.settle_intro.deposit.transfer")).toBeTruthy();
    await user.click(within(dialog).getByLabelText("exceptions.settle_checked"));
    await user.click(confirm);
    await waitFor(() => expect(calls.find(settled)?.body).toEqual({ checkedAtProvider: true }));
  });

  it("says the provider has no such transfer, and changes nothing", async () => {
    const { user, dialog, confirm } = await openSettle(() => failure(409, "TRANSFER_NOT_FOUND"));
    await user.click(within(dialog).getByLabelText("exceptions.settle_checked"));
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("errors.TRANSFER_NOT_FOUND");
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "common.cancel" })).toBeNull();
  });

  it("lets staff try again later when the job died moments ago", async () => {
    const { user, dialog, confirm, calls } = await openSettle(() => failure(409, "JOB_TOO_RECENT"));
    await user.click(within(dialog).getByLabelText("exceptions.settle_checked"));
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("errors.JOB_TOO_RECENT");
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(calls.filter(settled)).toHaveLength(2));
  });

  it("shows the server's word on the reference under its field", async () => {
    const { user, dialog, confirm } = await openSettle(() =>
      failure(400, "VALIDATION_ERROR", { providerReference: "validation.provider_reference" }),
    );
    await user.click(within(dialog).getByLabelText("exceptions.settle_checked"));
    await user.type(within(dialog).getByLabelText("exceptions.settle_reference"), "AMB 88");
    await user.click(confirm);
    expect(await within(dialog).findByText("validation.provider_reference")).toBeTruthy();
    expect(within(dialog).getByLabelText("exceptions.settle_reference").getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});

describe("failed orders", () => {
  it("lists failed deposits and withdrawals, the withdrawal with its reason", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/exceptions?tab=failed", {
      answer: (call) => {
        if (isList(call, "withdrawals") && query(call).get("status") === "FAILED") {
          return page([withdrawal()]);
        }
        if (isList(call, "deposits") && query(call).get("status") === "FAILED") {
          return page([deposit({ code: "DFAILED", status: "FAILED", username: "khamla" })]);
        }
        return answers()(call);
      },
    });
    const deposits = await screen.findByRole("region", { name: "exceptions.failed_deposits" });
    expect(await within(deposits).findByRole("link", { name: "DFAILED" })).toBeTruthy();
    const withdrawals = screen.getByRole("region", { name: "exceptions.failed_withdrawals" });
    expect(await within(withdrawals).findByText("insufficient balance at the provider")).toBeTruthy();
    expect(screen.getByText("exceptions.failed_withdrawals_intro")).toBeTruthy();
    expect(calls.some((call) => isList(call, "deposits") && query(call).get("status") === "FAILED")).toBe(
      true,
    );

    await user.click(screen.getByRole("button", { name: "exceptions.to_payments" }));
    await waitFor(() => expect(router.state.location.search.tab).toBeUndefined());
    expect(await screen.findByText("exceptions.payments_intro")).toBeTruthy();
  });
});

describe("who may open it", () => {
  it("lets finance resolve", async () => {
    await renderBackOffice("/backoffice/demo/exceptions", {
      me: staffMe("finance"),
      answer: answers({ payments: [payment()] }),
    });
    expect(await screen.findByRole("button", { name: "exceptions.resolve" })).toBeTruthy();
  });

  it("sends support, who may not, to their own first screen", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/exceptions", { me: staffMe("support") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/dashboard"));
  });
});
