import { socialLinks } from "@kham/contract";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useTranslation } from "@/lib/i18n-react";
import type { MenuProps } from "./deferred-menu";
import { SocialBadge } from "./social-badge";
import { socialLinkLooks, socialLinkUrl } from "./social-links";

export function ContactMenuContent({ trigger, defaultOpen }: MenuProps) {
  const { t } = useTranslation();
  const agency = useAgencyInfo();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel>{t("header.contact_us")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {socialLinks.map((link) => {
          const url = socialLinkUrl(agency, link);
          if (!url) return null;
          return (
            <DropdownMenuItem key={link} asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <SocialBadge link={link} className="size-7 [&_svg]:text-white!" />
                {t(socialLinkLooks[link].textKey)}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
