import { socialLinks } from "@kham/contract";
import { ExternalLink } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useTranslation } from "@/lib/i18n-react";
import { SocialBadge } from "./social-badge";
import { socialLinkLooks, socialLinkUrl } from "./social-links";

export interface ContactDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Phones get a bottom sheet, wider screens a right-hand one. */
  side?: "bottom" | "right";
}

export function ContactDrawer({ open, onOpenChange, side = "bottom" }: ContactDrawerProps) {
  const { t } = useTranslation();
  const agency = useAgencyInfo();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        closeLabel={t("common.close")}
        className={side === "right" ? "w-96" : undefined}
      >
        {side === "bottom" && (
          <span aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 rounded-full bg-white/15" />
        )}
        <SheetHeader>
          <SheetTitle>{t("contact.title")}</SheetTitle>
          <SheetDescription>{t("contact.description")}</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col gap-2 px-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
          {socialLinks.map((link) => {
            const url = socialLinkUrl(agency, link);
            if (!url) return null;
            return (
              <li key={link}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-14 items-center gap-3 rounded-xl border border-border bg-surface px-3 outline-none transition-colors hover:border-gold/40 hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <SocialBadge link={link} className="size-10 [&_svg]:size-5" />
                  <span className="flex-1 font-medium">{t(socialLinkLooks[link].textKey)}</span>
                  <ExternalLink aria-hidden="true" className="size-4 text-muted-foreground" />
                </a>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
