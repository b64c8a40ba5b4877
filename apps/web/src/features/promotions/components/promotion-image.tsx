import { cn } from "@/lib/utils";

/** The promotion artwork is drawn at 640×300; the same ratio everywhere keeps the layout still while it loads. */
export const PROMOTION_IMAGE_WIDTH = 640;
export const PROMOTION_IMAGE_HEIGHT = 300;

/** Sized and lazy, so banners never shift the page or delay the first paint. */
export function PromotionImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  /** For an image that is in view from the start (the detail page's, the first banner). */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={PROMOTION_IMAGE_WIDTH}
      height={PROMOTION_IMAGE_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-[32/15] h-auto w-full bg-background-elevated object-cover", className)}
    />
  );
}
