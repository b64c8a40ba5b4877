import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { StatusBadge, type StatusBadgeProps } from "./status-badge";

const i18n = i18next.createInstance();
void i18n.init({
  lng: "lo",
  resources: {
    lo: {
      translation: {
        status: { OPEN: "waiting for payment", SUCCESS: "success" },
        withdraw: { status_open: "waiting for the agency to pay out" },
      },
    },
  },
});

const renderBadge = (props: StatusBadgeProps) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StatusBadge {...props} />
    </I18nextProvider>,
  );

describe("StatusBadge", () => {
  afterEach(cleanup);

  it("says an open deposit waits for payment and an open withdrawal waits for the payout", () => {
    renderBadge({ status: "OPEN" });
    expect(screen.getByText("waiting for payment")).toBeTruthy();
    cleanup();
    renderBadge({ status: "OPEN", kind: "withdrawal" });
    expect(screen.getByText("waiting for the agency to pay out")).toBeTruthy();
    expect(screen.queryByText("waiting for payment")).toBeNull();
  });

  it("uses the shared label for every other status, and the code itself when it has none", () => {
    renderBadge({ status: "SUCCESS", kind: "withdrawal" });
    expect(screen.getByText("success")).toBeTruthy();
    cleanup();
    renderBadge({ status: "HELD", kind: "withdrawal" });
    expect(screen.getByText("HELD")).toBeTruthy();
  });
});
