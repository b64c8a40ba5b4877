import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The button appears once the page has scrolled more than this many pixels. */
export const SCROLL_TOP_THRESHOLD = 500;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("common.scroll_top")}
      title={t("common.scroll_top")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={cn(
        "fixed right-4 bottom-6 z-30 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-gold/40 bg-surface/90 text-gold-light shadow-[0_8px_24px_-6px_rgb(0_0_0/0.8)] backdrop-blur transition-colors animate-fade-in hover:bg-gold hover:text-gold-foreground",
        "max-[576px]:bottom-[calc(5.5rem+env(safe-area-inset-bottom))]",
      )}
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
