import type { Agency } from "@kham/contract";
import { cn } from "@/lib/utils";

/** The brand's own logo, for an agency without one and for screens shown before the agency is known. */
export const FALLBACK_LOGO_URL = "/brand/logo.svg";

/** The agency's logo at its fixed 100 × 40 size, named by the agency. */
export function AgencyLogo({
  agency,
  className,
  loading,
}: {
  agency: Pick<Agency, "name" | "logoUrl"> | undefined;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <img
      src={agency?.logoUrl || FALLBACK_LOGO_URL}
      alt={agency?.name ?? "Kham"}
      width={100}
      height={40}
      loading={loading}
      className={cn("h-10 w-[100px] object-contain", className)}
    />
  );
}
