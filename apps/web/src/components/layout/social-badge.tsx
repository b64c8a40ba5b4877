import type { SocialLink } from "@kham/contract";
import { cn } from "@/lib/utils";
import { socialLinkLooks } from "./social-links";

export function SocialBadge({ link, className }: { link: SocialLink; className?: string }) {
  const { icon, colour } = socialLinkLooks[link];
  return (
    <span
      aria-hidden="true"
      data-social-badge={link}
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white ring-1 ring-white/10",
        className,
      )}
      style={{ backgroundColor: colour }}
    >
      <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" className="size-4">
        <path d={icon.path} />
      </svg>
    </span>
  );
}
