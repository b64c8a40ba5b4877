import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { NumericInput } from "./input";

function AmountForm({ decimals, onValue }: { decimals?: number; onValue: (value: string) => void }) {
  const form = useForm({ defaultValues: { amount: "" } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.amount))}>
      <label htmlFor="amount">Amount</label>
      <NumericInput id="amount" decimals={decimals} {...form.register("amount")} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("NumericInput", () => {
  afterEach(cleanup);

  it("opens the number pad and keeps only digits as the player types", async () => {
    const user = userEvent.setup();
    let sent = "";
    render(<AmountForm onValue={(value) => (sent = value)} />);
    const input = screen.getByLabelText<HTMLInputElement>("Amount");
    expect(input.inputMode).toBe("numeric");
    expect(input.pattern).toBe("[0-9]*");
    await user.type(input, "6a6b0-0e0 ");
    expect(input.value).toBe("66000");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toBe("66000");
  });

  it("keeps a paste working by dropping what is not a digit", async () => {
    const user = userEvent.setup();
    render(<AmountForm onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>("Amount");
    await user.click(input);
    await user.paste("1,000,000 LAK");
    expect(input.value).toBe("1000000");
  });

  it("with decimals, keeps one point and that many places", async () => {
    const user = userEvent.setup();
    render(<AmountForm decimals={2} onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>("Amount");
    expect(input.inputMode).toBe("decimal");
    await user.type(input, "12x.3.456");
    expect(input.value).toBe("12.34");
  });
});
