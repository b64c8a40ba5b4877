import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";
import { StatusBadge, type StatusBadgeProps, type Statuses } from "./status-badge";

const i18n = new Translator({
  language: "lo",
  resources: {
    lo: {
      translation: {
        status: { OPEN: "waiting for payment", SUCCESS: "success", CANCELED: "cancelled" },
        withdraw: { status_open: "waiting for the agency to pay out" },
        promotion: { status: { USED: "in use", SUCCESS: "completed", CANCELED: "cancelled by you" } },
      },
    },
  },
});

const renderBadge = <Of extends keyof Statuses>(props: StatusBadgeProps<Of>) =>
  render(
    <I18nProvider i18n={i18n}>
      <StatusBadge {...props} />
    </I18nProvider>,
  );

const colourOf = (text: string) => screen.getByText(text).getAttribute("data-colour");

describe("StatusBadge", () => {
  afterEach(cleanup);

  it("says an open deposit waits for payment and an open withdrawal waits for the payout", () => {
    renderBadge({ of: "deposit", status: "OPEN" });
    expect(screen.getByText("waiting for payment")).toBeTruthy();
    cleanup();
    renderBadge({ of: "withdrawal", status: "OPEN" });
    expect(screen.getByText("waiting for the agency to pay out")).toBeTruthy();
    expect(screen.queryByText("waiting for payment")).toBeNull();
  });

  it("uses the shared label for every other status, and the code itself when it has none", () => {
    renderBadge({ of: "withdrawal", status: "SUCCESS" });
    expect(screen.getByText("success")).toBeTruthy();
    cleanup();
    // A status a newer server sends before the app knows it.
    renderBadge({ of: "withdrawal", status: "HELD" as Statuses["withdrawal"] });
    expect(screen.getByText("HELD")).toBeTruthy();
  });

  it("colours transactions by the contract and a promotion in use gold", () => {
    renderBadge({ of: "deposit", status: "OPEN" });
    expect(colourOf("waiting for payment")).toBe("grey");
    cleanup();
    renderBadge({ of: "deposit", status: "CANCELED" });
    expect(colourOf("cancelled")).toBe("red");
    cleanup();
    renderBadge({ of: "promotion", status: "USED" });
    expect(colourOf("in use")).toBe("gold");
    cleanup();
    renderBadge({ of: "promotion", status: "SUCCESS" });
    expect(colourOf("completed")).toBe("green");
    cleanup();
    renderBadge({ of: "promotion", status: "CANCELED" });
    expect(colourOf("cancelled by you")).toBe("red");
  });
});
