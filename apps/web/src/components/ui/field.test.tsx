import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";
import { FieldError } from "./field";

const i18n = new Translator({
  language: "lo",
  resources: { lo: { translation: { validation: { required: "ກະລຸນາປ້ອນຂໍ້ມູນ" } } } },
});

function renderError(message: string | undefined) {
  return render(
    <I18nProvider i18n={i18n}>
      <FieldError message={message} />
    </I18nProvider>,
  );
}

describe("FieldError", () => {
  afterEach(cleanup);

  it("translates a message that is a translation key", () => {
    renderError("validation.required");
    expect(screen.getByRole("alert").textContent).toBe("ກະລຸນາປ້ອນຂໍ້ມູນ");
  });

  it("shows any other message as it is, even with key-like punctuation", () => {
    renderError("Server said: try again.");
    expect(screen.getByRole("alert").textContent).toBe("Server said: try again.");
  });

  it("renders nothing without a message", () => {
    renderError(undefined);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
