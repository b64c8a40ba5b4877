import type * as React from "react";
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
