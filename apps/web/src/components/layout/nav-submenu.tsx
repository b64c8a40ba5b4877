import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTranslation } from "@/lib/i18n-react";
import type { MenuProps } from "./deferred-menu";
import type { NavEntry } from "./nav-entries";
import { NavLink } from "./nav-link";

/** A submenu of the wide-screen navigation (the history pages) as a dropdown. */
export function SubmenuContent({ trigger, defaultOpen, entry }: MenuProps & { entry: NavEntry }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {entry.children?.map((child) => {
          const ChildIcon = child.icon;
          return (
            <DropdownMenuItem key={child.text} asChild>
              <NavLink link={child.link ?? "/"} className="aria-[current=page]:text-gold-light">
                <ChildIcon />
                {t(child.text)}
              </NavLink>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
