import type * as React from "react";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** A grey shape where content is about to appear; size it like that content. Decorative. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      className={cn("animate-pulse rounded-md bg-white/[0.07]", className)}
      {...props}
    />
  );
}

/** Busy for assistive technology, which hears "loading" once instead of the shapes. */
export function SkeletonGroup({
  label,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-slot="skeleton-group" className={className} {...props}>
      <span className="sr-only">{label ?? t("common.loading")}</span>
      {children}
    </div>
  );
}
