import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { ErrorView } from "./error-view";
import { testI18n } from "./test-utils";

function renderError(reset?: () => void) {
  return render(
    <I18nProvider i18n={testI18n}>
      <ErrorView error={new Error("database unreachable")} reset={reset} />
    </I18nProvider>,
  );
}

describe("ErrorView", () => {
  afterEach(cleanup);

  it("hides the error until Show Error, and hides it again with Hide Error", () => {
    renderError();
    expect(screen.getByRole("heading").textContent).toBe("error_view.title");
    expect(screen.queryByText("database unreachable")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "error_view.show" }));
    expect(screen.getByText("database unreachable")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "error_view.hide" }));
    expect(screen.queryByText("database unreachable")).toBeNull();
  });

  it("retries through reset", () => {
    let retries = 0;
    renderError(() => {
      retries += 1;
    });
    fireEvent.click(screen.getByRole("button", { name: "error_view.retry" }));
    expect(retries).toBe(1);
  });
});
