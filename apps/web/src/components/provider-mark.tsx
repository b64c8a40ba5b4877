import type { Provider } from "@kham/contract";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

export type ProviderId = Provider;

/** Decorative: the provider's name always sits next to it. */
export function ProviderMark({ provider, className }: { provider: ProviderId; className?: string }) {
  // Several marks share a page, so each needs its own gradient id.
  const gradient = `provider-mark-${useId().replace(/:/g, "")}`;
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-provider-mark={provider}
      className={cn("size-8 shrink-0", className)}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbe7a1" />
          <stop offset="0.5" stopColor="#d4af37" />
          <stop offset="1" stopColor="#a8841f" />
        </linearGradient>
      </defs>
      {marks[provider](`url(#${gradient})`)}
    </svg>
  );
}

const ink = "#1a1405";

/** The drawings, each on a 32 × 32 grid and filled with the gold gradient it is given. */
const marks: Record<ProviderId, (gold: string) => ReactNode> = {
  // A letter tile: the alphabet's "A" on a rounded square.
  alphabet: (gold) => (
    <>
      <rect x="2" y="2" width="28" height="28" rx="7" fill={gold} />
      <path
        d="M16 7.5 9 24.5h3.6l1.5-4h3.8l1.5 4H23L16 7.5Zm0 6.6 1.3 3.6h-2.6L16 14.1Z"
        fill={ink}
        fillRule="evenodd"
      />
    </>
  ),
  // A casino chip: a notched ring around a diamond.
  askmebet: (gold) => (
    <>
      <circle cx="16" cy="16" r="14" fill={gold} />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke={ink} strokeWidth="1.6" strokeDasharray="4.1 2.5" />
      <path d="M16 9.5 21.5 16 16 22.5 10.5 16Z" fill={ink} />
    </>
  ),
  // A shield carrying a club.
  gclub: (gold) => (
    <>
      <path d="M16 2 28 6.5v8.7c0 7.1-5 12.3-12 14.8C9 27.5 4 22.3 4 15.2V6.5Z" fill={gold} />
      <path
        d="M16 8.5a3.3 3.3 0 0 0-3.2 4.2 3.3 3.3 0 1 0 2.3 5.3l-1 4.5h3.8l-1-4.5a3.3 3.3 0 1 0 2.3-5.3A3.3 3.3 0 0 0 16 8.5Z"
        fill={ink}
      />
    </>
  ),
  // A screen with a club and a red "live" dot: gclub's live tables.
  gclub_live: (gold) => (
    <>
      <rect x="2" y="5" width="28" height="20" rx="4.5" fill={gold} />
      <rect x="11" y="26" width="10" height="2.5" rx="1.25" fill={gold} />
      <path
        d="M15 9a2.7 2.7 0 0 0-2.6 3.4 2.7 2.7 0 1 0 1.9 4.3l-.8 3.8h3l-.8-3.8a2.7 2.7 0 1 0 1.9-4.3A2.7 2.7 0 0 0 15 9Z"
        fill={ink}
      />
      <circle cx="24.5" cy="10" r="2.6" fill="#e5484d" stroke={ink} strokeWidth="1" />
    </>
  ),
};
