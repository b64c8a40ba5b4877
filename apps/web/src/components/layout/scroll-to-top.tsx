import { ArrowUp } from "lucide-react";
import { type CSSProperties, type RefObject, useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** The button appears once the page has scrolled more than this many pixels. */
export const SCROLL_TOP_THRESHOLD = 500;

/** How much of the footer is on screen, in pixels from the bottom of the window. */
export function footerInView(footer: HTMLElement | null | undefined): number {
  if (!footer) return 0;
  return Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top));
}

/** Rides on the footer's top edge once it is in view, so it never covers the footer's links. */
export function ScrollToTop({ footer }: { footer?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [lift, setLift] = useState(0);

  useEffect(() => {
    const update = () => {
      const scrolled = window.scrollY > SCROLL_TOP_THRESHOLD;
      setVisible(scrolled);
      // Measuring the footer forces a layout: only worth it while the button shows.
      if (scrolled) setLift(footerInView(footer?.current));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [footer]);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("common.scroll_top")}
      title={t("common.scroll_top")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      style={{ "--footer-lift": `${lift}px` } as CSSProperties}
      className={cn(
        "fixed right-4 z-30 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-gold/40 bg-surface/90 text-gold-light shadow-[0_8px_24px_-6px_rgb(0_0_0/0.8)] backdrop-blur transition-colors animate-fade-in hover:bg-gold hover:text-gold-foreground",
        "bottom-[max(1.5rem,calc(var(--footer-lift)+0.75rem))]",
        // On phones it also stays above the bottom bar.
        "phone:bottom-[max(calc(5.5rem+env(safe-area-inset-bottom)),calc(var(--footer-lift)+0.75rem))]",
      )}
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
