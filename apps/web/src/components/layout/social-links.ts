import type { Agency, SocialLink } from "@kham/contract";
import { Facebook, type LucideIcon, MessageCircle, MessageCircleMore, Send, Twitter } from "lucide-react";

/** How each contact channel is drawn: lucide has no brand marks, so a generic glyph sits on the brand's colour. */
export const socialLinkLooks: Record<SocialLink, { icon: LucideIcon; colour: string; textKey: string }> = {
  whatsapp: { icon: MessageCircle, colour: "#25d366", textKey: "contact.whatsapp" },
  line: { icon: MessageCircleMore, colour: "#06c755", textKey: "contact.line" },
  facebook: { icon: Facebook, colour: "#1877f2", textKey: "contact.facebook" },
  telegram: { icon: Send, colour: "#229ed9", textKey: "contact.telegram" },
  twitter: { icon: Twitter, colour: "#1d9bf0", textKey: "contact.twitter" },
};

/** The agency's address for a channel; a missing one yields no link rather than a dead one. */
export function socialLinkUrl(agency: Agency, link: SocialLink): string | undefined {
  const url = agency[link]?.trim();
  return url ? url : undefined;
}
