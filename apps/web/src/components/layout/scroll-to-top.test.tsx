import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { footerInView, SCROLL_TOP_THRESHOLD, ScrollToTop } from "./scroll-to-top";
import { testI18n } from "./test-utils";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

function renderButton() {
  return render(
    <I18nProvider i18n={testI18n}>
      <ScrollToTop />
    </I18nProvider>,
  );
}

describe("ScrollToTop", () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
    vi.restoreAllMocks();
  });

  it("is hidden at the top and up to exactly 500 px", () => {
    renderButton();
    expect(screen.queryByRole("button", { name: "common.scroll_top" })).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD);
    expect(screen.queryByRole("button", { name: "common.scroll_top" })).toBeNull();
  });

  it("appears past 500 px and hides again when back near the top", () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(500);
    renderButton();
    scrollTo(501);
    expect(screen.getByRole("button", { name: "common.scroll_top" })).toBeTruthy();
    scrollTo(120);
    expect(screen.queryByRole("button", { name: "common.scroll_top" })).toBeNull();
  });

  it("shows at once when the page is already scrolled on mount", () => {
    scrollTo(900);
    renderButton();
    expect(screen.getByRole("button", { name: "common.scroll_top" })).toBeTruthy();
  });

  it("scrolls smoothly to the top", () => {
    const scrolls: ScrollToOptions[] = [];
    vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
      scrolls.push(options);
    }) as typeof window.scrollTo);
    renderButton();
    scrollTo(800);
    fireEvent.click(screen.getByRole("button", { name: "common.scroll_top" }));
    expect(scrolls).toEqual([{ top: 0, behavior: "smooth" }]);
  });
});

describe("ScrollToTop beside the footer", () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
  });

  function footerAt(top: number) {
    const footer = document.createElement("footer");
    footer.getBoundingClientRect = () => ({ top }) as DOMRect;
    return { current: footer };
  }

  it("reads how much of the footer shows, and nothing while it is below the window", () => {
    expect(footerInView(footerAt(window.innerHeight + 300).current)).toBe(0);
    expect(footerInView(footerAt(window.innerHeight - 180).current)).toBe(180);
    expect(footerInView(null)).toBe(0);
  });

  it("rises with the footer's top edge as the footer scrolls into view", () => {
    const footer = footerAt(window.innerHeight - 240);
    render(
      <I18nProvider i18n={testI18n}>
        <ScrollToTop footer={footer} />
      </I18nProvider>,
    );
    scrollTo(2000);
    const button = screen.getByRole("button", { name: "common.scroll_top" });
    expect(button.style.getPropertyValue("--footer-lift")).toBe("240px");
    footer.current.getBoundingClientRect = () => ({ top: window.innerHeight - 400 }) as DOMRect;
    scrollTo(2160);
    expect(button.style.getPropertyValue("--footer-lift")).toBe("400px");
  });

  it("does not measure the footer (a forced layout) while the page is at the top", () => {
    const footer = footerAt(window.innerHeight - 240);
    const measure = vi.spyOn(footer.current, "getBoundingClientRect");
    render(
      <I18nProvider i18n={testI18n}>
        <ScrollToTop footer={footer} />
      </I18nProvider>,
    );
    scrollTo(200);
    expect(measure).not.toHaveBeenCalled();
    scrollTo(900);
    expect(measure).toHaveBeenCalled();
  });
});
