import type * as React from "react";
import { cn } from "@/lib/utils";

/** A group of choices drawn as tiles (banks, providers, currencies); a fieldset whose legend names it. */
export function RadioTiles({
  legend,
  legendClassName,
  className,
  children,
  ...props
}: React.ComponentProps<"fieldset"> & { legend: React.ReactNode; legendClassName?: string }) {
  return (
    <fieldset
      data-slot="radio-tiles"
      className={cn("group/field flex min-w-0 flex-col gap-2", className)}
      {...props}
    >
      <legend
        className={cn(
          "mb-2 font-medium text-muted-foreground text-sm group-data-[invalid=true]/field:text-danger",
          legendClassName,
        )}
      >
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export interface RadioTileProps extends Omit<React.ComponentProps<"input">, "type" | "children"> {
  children: React.ReactNode;
  tileClassName?: string;
}

/** One choice: a native radio (so forms, keyboards and screen readers work as usual) drawn as a tile. */
export function RadioTile({ children, className, tileClassName, ...props }: RadioTileProps) {
  return (
    <label
      data-slot="radio-tile"
      className={cn(
        "relative flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-background-elevated px-3 py-2.5 text-sm transition-[border-color,background-color,box-shadow] hover:border-gold/50 has-[:checked]:border-gold has-[:checked]:bg-gold/10 has-[:checked]:shadow-[0_0_0_1px_rgb(212_175_55/0.5),0_4px_18px_-6px_rgb(212_175_55/0.45)] has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold",
        tileClassName,
      )}
    >
      <input type="radio" className={cn("peer sr-only", className)} {...props} />
      {children}
    </label>
  );
}
