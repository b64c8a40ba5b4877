import { socialLinks } from "@kham/contract";
import { cleanup, render } from "@testing-library/react";
import { siFacebook, siLine, siTelegram, siWhatsapp, siX } from "simple-icons";
import { afterEach, describe, expect, it } from "vitest";
import { SocialBadge } from "./social-badge";

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
    expect((container.firstElementChild as HTMLElement).style.backgroundColor).toBe("rgb(37, 211, 102)");
    cleanup();
    const x = render(<SocialBadge link="twitter" />);
    expect((x.container.firstElementChild as HTMLElement).style.backgroundColor).not.toBe("rgb(0, 0, 0)");
  });
});
