import { cn } from "@/lib/utils";

/** The "18+" roundel of the footer and the drawer: the site is for adults only. */
export function AdultsOnlyMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-danger/60 font-semibold text-[0.65rem] text-danger",
        className,
      )}
    >
      18+
    </span>
  );
}
