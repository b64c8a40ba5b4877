import type { NumberSeparators } from "@kham/contract";
import { type ComponentProps, useState } from "react";
import { editGrouped, showGrouped } from "@/lib/grouped-amount";
import { NUMERIC_FIELD, NUMERIC_GROUPING } from "@/lib/numeric-field";
import { Input } from "./input";

export interface AmountInputProps
  extends Omit<ComponentProps<"input">, "type" | "inputMode" | "value" | "defaultValue" | "onChange"> {
  /** The plain decimal string ("1234.5") the form holds and sends. */
  value: string;
  onValueChange: (plain: string) => void;
  /** Places after the point: 0 for kip, 2 for credit. */
  decimals?: number;
  /** The interface language's separators: the field groups digits as the player reads numbers. */
  separators: NumberSeparators;
}

/** An amount grouped as it is typed ("1.000.000" in Lao), keeping the caret; the form gets "1000000". */
export function AmountInput({ value, onValueChange, decimals = 0, separators, ...props }: AmountInputProps) {
  const [shown, setShown] = useState(() => ({
    display: showGrouped(value, decimals, separators),
    plain: value,
    separators,
  }));
  let display = shown.display;
  // A value set from outside (a quick amount, "withdraw all", a reset) or a new language re-shows it.
  if (shown.plain !== value || shown.separators !== separators) {
    display = showGrouped(value, decimals, separators);
    setShown({ display, plain: value, separators });
  }
  return (
    <Input
      type="text"
      inputMode={decimals > 0 ? "decimal" : "numeric"}
      {...{ [NUMERIC_FIELD]: decimals, [NUMERIC_GROUPING]: `${separators.group}${separators.decimal}` }}
      value={display}
      onChange={(event) => {
        const input = event.currentTarget;
        const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
        const deleted = inputType.startsWith("deleteContentBackward")
          ? "backward"
          : inputType.startsWith("deleteContentForward")
            ? "forward"
            : undefined;
        const edit = editGrouped(
          display,
          input.value,
          input.selectionStart ?? input.value.length,
          decimals,
          separators,
          deleted,
        );
        // Written here, not only on render, so the caret set below is not moved by React's update.
        input.value = edit.display;
        input.setSelectionRange(edit.caret, edit.caret);
        setShown({ display: edit.display, plain: edit.plain, separators });
        if (edit.plain !== value) onValueChange(edit.plain);
      }}
      {...props}
    />
  );
}
