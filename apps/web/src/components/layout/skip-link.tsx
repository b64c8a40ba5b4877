import type { MouseEvent } from "react";
import { useTranslation } from "@/lib/i18n-react";

/** Moves focus by hand: the router would treat "#main" as a navigation and leave focus where it was. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById("main");
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main (it works without script too), whose click also moves the focus
    <a
      href="#main"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-gold-gradient focus:px-4 focus:font-semibold focus:text-gold-foreground focus:shadow-[0_8px_24px_-6px_rgb(0_0_0/0.8)]"
    >
      {t("common.skip_to_content")}
    </a>
  );
}
