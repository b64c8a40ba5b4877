import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n-react";

/** The h1 of a player screen: a gold icon badge and the translated title. */
export function ScreenTitle({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <h1 className="flex items-center gap-3 font-bold text-2xl text-gold-gradient">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gold/10 text-gold-light ring-1 ring-gold/30 [&_svg]:size-5">
        {icon}
      </span>
      {t(title)}
      {children}
    </h1>
  );
}
