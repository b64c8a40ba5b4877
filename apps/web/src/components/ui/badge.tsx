import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs",
  {
    variants: {
      colour: {
        grey: "border-white/15 bg-white/5 text-muted-foreground",
        yellow: "border-warning/40 bg-warning/10 text-warning",
        green: "border-success/40 bg-success/10 text-success",
        red: "border-danger/40 bg-danger/10 text-danger",
        gold: "border-gold/40 bg-gold/10 text-gold-light",
      },
    },
    defaultVariants: { colour: "grey" },
  },
);

export interface BadgeProps extends React.ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, colour, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ colour }), className)} {...props} />;
}
