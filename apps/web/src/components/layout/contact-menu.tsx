import { ChevronDown, Headset } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";
import { DeferredMenu } from "./deferred-menu";

const ContactMenuContent = lazy(() =>
  import("./contact-menu-content").then((module) => ({ default: module.ContactMenuContent })),
);

/** The top bar's contact dropdown: the agency's five social links. */
export function ContactMenu() {
  const { t } = useTranslation();
  const trigger = (
    <Button variant="ghost" className="gap-1.5 px-2.5 sm:px-3" aria-label={t("header.contact_us")}>
      <Headset className="text-gold" />
      <span className="max-lg:hidden">{t("header.contact_us")}</span>
      <ChevronDown className="size-3.5 opacity-60 max-lg:hidden" />
    </Button>
  );
  return <DeferredMenu trigger={trigger} menu={ContactMenuContent} />;
}
