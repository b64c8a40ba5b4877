import { providers } from "@kham/contract";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderMark } from "./provider-mark";

describe("ProviderMark", () => {
  afterEach(cleanup);

  it("gives every provider a drawing of its own", () => {
    const drawings = providers.map((provider) => {
      const { container } = render(<ProviderMark provider={provider} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-hidden")).toBe("true");
      expect(svg.getAttribute("data-provider-mark")).toBe(provider);
      // The drawing without the gradient's generated id.
      const drawing = svg.innerHTML.replace(/provider-mark-[\w-]+/g, "");
      cleanup();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(providers.length);
  });

  it("gives each mark on a page its own gradient, so two marks never share one", () => {
    const { container } = render(
      <>
        <ProviderMark provider="gclub" />
        <ProviderMark provider="gclub" />
      </>,
    );
    const ids = [...container.querySelectorAll("linearGradient")].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    for (const [index, svg] of [...container.querySelectorAll("svg")].entries()) {
      expect(svg.innerHTML).toContain(`url(#${ids[index]})`);
    }
  });
});
