import type * as React from "react";
import { keepNumeric, NUMERIC_FIELD } from "@/lib/numeric-field";
import { cn } from "@/lib/utils";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3.5 text-base text-foreground shadow-inner outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/30 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export interface NumericInputProps extends Omit<React.ComponentProps<"input">, "type" | "inputMode"> {
  /** Places after the point the number may have: 0 for digits only (LAK, account numbers). */
  decimals?: number;
}

/** Drops anything but the number as it arrives, keeping the caret; early text is filtered on take-in. */
export function NumericInput({ decimals = 0, onChange, ...props }: NumericInputProps) {
  return (
    <Input
      type="text"
      inputMode={decimals > 0 ? "decimal" : "numeric"}
      pattern={decimals > 0 ? `[0-9]*(\\.[0-9]{0,${decimals}})?` : "[0-9]*"}
      {...{ [NUMERIC_FIELD]: decimals }}
      onChange={(event) => {
        const input = event.currentTarget;
        const kept = keepNumeric(input.value, decimals);
        if (kept !== input.value) {
          const caret = keepNumeric(
            input.value.slice(0, input.selectionStart ?? input.value.length),
            decimals,
          ).length;
          input.value = kept;
          input.setSelectionRange(Math.min(caret, kept.length), Math.min(caret, kept.length));
        }
        onChange?.(event);
      }}
      {...props}
    />
  );
}
