import type { SocialLink } from "@kham/contract";
import { cn } from "@/lib/utils";
import { socialLinkLooks } from "./social-links";

/** A round badge in the channel's brand colour with its glyph. */
export function SocialBadge({ link, className }: { link: SocialLink; className?: string }) {
  const { icon: Icon, colour } = socialLinkLooks[link];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white",
        className,
      )}
      style={{ backgroundColor: colour }}
    >
      <Icon className="size-4" strokeWidth={2.25} />
    </span>
  );
}
