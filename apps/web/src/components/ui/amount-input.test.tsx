import { type Language, numberSeparators } from "@kham/contract";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useController, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { AmountInput } from "./amount-input";

function AmountForm({
  language,
  decimals,
  onValue,
}: {
  language: Language;
  decimals: number;
  onValue: (value: string) => void;
}) {
  const form = useForm({ defaultValues: { amount: "" } });
  const { field } = useController({ control: form.control, name: "amount" });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.amount))}>
      <label htmlFor="amount">Amount</label>
      <AmountInput
        id="amount"
        decimals={decimals}
        separators={numberSeparators[language]}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onValueChange={field.onChange}
      />
      <button type="button" onClick={() => form.setValue("amount", "2500000")}>
        Quick
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(language: Language, decimals: number) {
  const sent: string[] = [];
  render(<AmountForm language={language} decimals={decimals} onValue={(value) => sent.push(value)} />);
  return { sent, input: screen.getByLabelText<HTMLInputElement>("Amount"), user: userEvent.setup() };
}

describe("AmountInput", () => {
  afterEach(cleanup);

  it.each([
    ["lo", "1250000", "1.250.000"],
    ["vn", "1250000", "1.250.000"],
    ["th", "1250000", "1,250,000"],
    ["cn", "1250000", "1,250,000"],
  ] as const)("in %s groups kip as typed and sends the plain number", async (language, keys, shown) => {
    const { sent, input, user } = renderForm(language, 0);
    expect(input.inputMode).toBe("numeric");
    await user.type(input, keys);
    expect(input.value).toBe(shown);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual(["1250000"]);
  });

  it.each([
    ["lo", "1.234,5"],
    ["vn", "1.234,5"],
    ["th", "1,234.5"],
    ["cn", "1,234.5"],
  ] as const)(
    "in %s takes the point from either key and writes it the language's way",
    async (language, shown) => {
      const { sent, input, user } = renderForm(language, 2);
      expect(input.inputMode).toBe("decimal");
      await user.type(input, "1234.5");
      expect(input.value).toBe(shown);
      await user.clear(input);
      await user.type(input, "1234,5");
      expect(input.value).toBe(shown);
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(sent).toEqual(["1234.5"]);
    },
  );

  it("keeps the caret after the digit typed in the middle of a grouped number", async () => {
    const { input, user } = renderForm("lo", 0);
    await user.type(input, "100000");
    expect(input.value).toBe("100.000");
    // Caret after "100", then a 5: the number regroups and the caret stays after the 5.
    input.setSelectionRange(3, 3);
    await user.type(input, "5", { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input.value).toBe("1.005.000");
    expect(input.selectionStart).toBe(5);
  });

  it("shows an amount the form sets (a quick amount) grouped", async () => {
    const { sent, input, user } = renderForm("th", 0);
    await user.click(screen.getByRole("button", { name: "Quick" }));
    expect(input.value).toBe("2,500,000");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual(["2500000"]);
  });

  it("a backspace over a group separator removes the digit before it", async () => {
    const { sent, input, user } = renderForm("lo", 0);
    await user.type(input, "1000");
    expect(input.value).toBe("1.000");
    await user.type(input, "{Backspace}", { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe("0");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual(["0"]);
  });
});
