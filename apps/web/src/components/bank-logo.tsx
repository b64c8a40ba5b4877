import { Landmark } from "lucide-react";
import { cn } from "@/lib/utils";

/** A bank's logo on a light tile (the logos are drawn for white), or a bank icon when there is none. */
export function BankLogo({
  src,
  name,
  className,
}: {
  src: string | undefined;
  name: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white/95 p-1 ring-1 ring-gold/30",
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" aria-hidden className="size-full object-contain" loading="lazy" />
      ) : (
        <Landmark className="size-5 text-gold-dark" aria-label={name} />
      )}
    </span>
  );
}
