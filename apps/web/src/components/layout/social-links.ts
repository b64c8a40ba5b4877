import type { Agency, SocialLink } from "@kham/contract";
import { type SimpleIcon, siFacebook, siLine, siTelegram, siWhatsapp, siX } from "simple-icons";

/** Icons imported one by one so the bundle carries only these; X's black badge would vanish, so it is grey. */
export const socialLinkLooks: Record<SocialLink, { icon: SimpleIcon; colour: string; textKey: string }> = {
  whatsapp: { icon: siWhatsapp, colour: `#${siWhatsapp.hex}`, textKey: "contact.whatsapp" },
  line: { icon: siLine, colour: `#${siLine.hex}`, textKey: "contact.line" },
  facebook: { icon: siFacebook, colour: `#${siFacebook.hex}`, textKey: "contact.facebook" },
  telegram: { icon: siTelegram, colour: `#${siTelegram.hex}`, textKey: "contact.telegram" },
  twitter: { icon: siX, colour: "#2a2a2e", textKey: "contact.twitter" },
};

/** The agency's address for a channel; a missing one yields no link rather than a dead one. */
export function socialLinkUrl(agency: Agency, link: SocialLink): string | undefined {
  const url = agency[link]?.trim();
  return url ? url : undefined;
}
