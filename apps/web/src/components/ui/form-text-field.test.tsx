import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";
import { FormTextField } from "./form-text-field";

const i18n = new Translator({
  language: "lo",
  resources: { lo: { translation: { validation: { username_min: "at least {{usernameMin}} letters" } } } },
});

function renderField(props: { error?: string; hint?: string; invalid?: boolean }) {
  return render(
    <I18nProvider i18n={i18n}>
      <FormTextField id="username" label="Username" {...props} />
    </I18nProvider>,
  );
}

describe("FormTextField", () => {
  afterEach(cleanup);

  it("labels its input and describes it by the hint", () => {
    renderField({ hint: "4 to 20 letters" });
    const input = screen.getByLabelText("Username");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(
      "4 to 20 letters",
    );
  });

  it("marks the input invalid and describes it by the translated error", () => {
    renderField({ error: "validation.username_min", hint: "4 to 20 letters" });
    const input = screen.getByLabelText("Username");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("at least 4 letters");
    const described = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["4 to 20 letters", "at least 4 letters"]);
  });

  it("can be invalid without an error of its own", () => {
    renderField({ invalid: true });
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Username").hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
