import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { FieldError } from "./field";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "lo",
  resources: { lo: { translation: { validation: { required: "ກະລຸນາປ້ອນຂໍ້ມູນ" } } } },
});

function renderError(message: string | undefined) {
  return render(
    <I18nextProvider i18n={i18n}>
      <FieldError message={message} />
    </I18nextProvider>,
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
