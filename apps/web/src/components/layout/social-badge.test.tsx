import { socialLinks } from "@kham/contract";
import { cleanup, render } from "@testing-library/react";
import { siFacebook, siLine, siTelegram, siWhatsapp, siX } from "simple-icons";
import { afterEach, describe, expect, it } from "vitest";
import { SocialBadge } from "./social-badge";

/** A badge's background as #rrggbb, however the page reports it. */
function backgroundOf(badge: Element | null): string {
  const colour = (badge as HTMLElement).style.backgroundColor.toLowerCase();
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(colour);
  if (!rgb) return colour;
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, "0"))
    .join("")}`;
}

describe("SocialBadge", () => {
  afterEach(cleanup);

  it("draws each channel's own brand mark, not a generic glyph", () => {
    const marks = {
      whatsapp: siWhatsapp,
      line: siLine,
      facebook: siFacebook,
      telegram: siTelegram,
      twitter: siX,
    };
    for (const link of socialLinks) {
      const { container } = render(<SocialBadge link={link} />);
      expect(container.querySelector("path")?.getAttribute("d")).toBe(marks[link].path);
      cleanup();
    }
  });

  it("puts each mark on its brand's colour, with X kept visible on the dark page", () => {
    const { container } = render(<SocialBadge link="whatsapp" />);
    expect(backgroundOf(container.firstElementChild)).toBe("#25d366");
    cleanup();
    const x = render(<SocialBadge link="twitter" />);
    expect(backgroundOf(x.container.firstElementChild)).not.toBe("#000000");
  });
});
