// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "./utils";

describe("cn", () => {
  it("joins class names as clsx does, skipping what is falsy", () => {
    expect(cn("flex", false, null, undefined, ["gap-2", { "text-gold": true, hidden: false }])).toBe(
      "flex gap-2 text-gold",
    );
    expect(cn()).toBe("");
  });

  it("lets a button's size override its base font size, and a caller's class override the size", () => {
    expect(buttonVariants({ size: "sm" })).toContain("text-sm");
    expect(cn(buttonVariants({ size: "sm" })).split(" ")).not.toContain("text-sm");
    const icon = cn(buttonVariants({ variant: "ghost", size: "icon", className: "size-8" })).split(" ");
    expect(icon).toContain("size-8");
    expect(icon).not.toContain("size-11");
    // A later size replaces an earlier height and width.
    expect(cn("h-11 px-5", "size-11")).toBe("px-5 size-11");
    expect(cn("h-9 px-3", "h-11 sm:h-9")).toBe("px-3 h-11 sm:h-9");
  });

  it("replaces padding and margin, the whole side replacing its parts but not the reverse", () => {
    expect(cn("px-5", "px-2 sm:px-3")).toBe("px-2 sm:px-3");
    expect(cn("px-3 py-2.5", "py-0")).toBe("px-3 py-0");
    expect(cn("px-3 py-2.5", "p-0")).toBe("p-0");
    expect(cn("flex flex-col gap-1.5 pr-10", "items-center pr-0")).toBe(
      "flex flex-col gap-1.5 items-center pr-0",
    );
    expect(cn("px-3.5", "ps-9")).toBe("px-3.5 ps-9");
    expect(cn("mb-2 font-medium", "mb-1.5")).toBe("font-medium mb-1.5");
    expect(cn("-mx-1.5", "mx-0")).toBe("mx-0");
  });

  it("replaces widths, heights, sizes and their limits", () => {
    expect(cn("size-10 shrink-0 p-1", "size-7 shrink-0 sm:size-8")).toBe("p-1 size-7 shrink-0 sm:size-8");
    expect(cn("w-full object-cover", "w-24")).toBe("object-cover w-24");
    expect(cn("min-w-44 rounded-xl", "min-w-52")).toBe("rounded-xl min-w-52");
    expect(cn("max-w-md p-6", "max-w-sm")).toBe("p-6 max-w-sm");
    expect(cn("min-h-11", "min-h-12")).toBe("min-h-12");
    expect(cn("relative w-full sm:w-72", "sm:w-full")).toBe("relative w-full sm:w-full");
    // A width does not replace an earlier size.
    expect(cn("size-4", "w-6")).toBe("size-4 w-6");
  });

  it("tells a text size from a text colour and an alignment", () => {
    expect(cn("text-sm text-muted-foreground", "text-xs")).toBe("text-muted-foreground text-xs");
    expect(cn("text-sm text-gold-light", "text-danger")).toBe("text-sm text-danger");
    expect(cn("size-5 text-gold", "text-gold-foreground")).toBe("size-5 text-gold-foreground");
    expect(cn("text-[0.95rem] text-foreground", "text-sm")).toBe("text-foreground text-sm");
    expect(cn("text-foreground", "text-right text-balance")).toBe("text-foreground text-right text-balance");
    expect(cn("px-4 py-3", "px-2 text-right")).toBe("py-3 px-2 text-right");
    // A later font size sets the line height too.
    expect(cn("font-semibold text-lg leading-tight", "text-base")).toBe("font-semibold text-base");
  });

  it("replaces a font weight, not the font family", () => {
    expect(cn("font-semibold text-xs", "font-mono font-normal")).toBe("text-xs font-mono font-normal");
  });

  it("tells a border colour from a border width", () => {
    expect(cn("rounded-full border px-2.5 border-gold/40", "border-transparent")).toBe(
      "rounded-full border px-2.5 border-transparent",
    );
    expect(cn("border-b-2 border-gold", "border-transparent")).toBe("border-b-2 border-transparent");
    expect(cn("border-border/70 border-t", "border-s-2 border-s-gold")).toBe(
      "border-border/70 border-t border-s-2 border-s-gold",
    );
    expect(cn("border", "border-2")).toBe("border-2");
  });

  it("replaces a background colour, not a background image", () => {
    expect(cn("bg-gold-gradient text-gold-foreground", "bg-danger text-white")).toBe("bg-danger text-white");
    expect(
      cn("bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.16),transparent_70%)]", "bg-surface"),
    ).toBe("bg-[radial-gradient(ellipse_at_top,rgb(212_175_55/0.16),transparent_70%)] bg-surface");
    expect(cn("bg-white/[0.07]", "bg-[#7aa2f7]")).toBe("bg-[#7aa2f7]");
  });

  it("replaces display, flex direction, alignment, gaps, shrinking and corners", () => {
    expect(cn("grid gap-x-4 gap-y-1", "hidden sm:grid")).toBe("gap-x-4 gap-y-1 hidden sm:grid");
    expect(cn("group/field flex min-w-0 flex-col gap-2", "flex-row")).toBe(
      "group/field flex min-w-0 gap-2 flex-row",
    );
    expect(cn("flex items-center gap-3", "items-start gap-2.5")).toBe("flex items-start gap-2.5");
    expect(cn("gap-x-4 gap-y-1", "gap-2")).toBe("gap-2");
    expect(cn("inline-flex justify-center", "justify-start")).toBe("inline-flex justify-start");
    expect(cn("shrink-0 size-11", "shrink-0")).toBe("size-11 shrink-0");
    expect(cn("animate-pulse rounded-md", "h-14 rounded-xl")).toBe("animate-pulse h-14 rounded-xl");
    expect(cn("rounded-lg", "rounded-t-2xl rounded-r-lg")).toBe("rounded-lg rounded-t-2xl rounded-r-lg");
  });

  it("replaces a class only under the same variants and importance", () => {
    expect(cn("hover:border-gold hover:bg-gold/10", "hover:border-danger hover:bg-danger/10")).toBe(
      "hover:border-danger hover:bg-danger/10",
    );
    expect(cn("bg-gold hover:bg-gold/10", "hover:bg-white/5")).toBe("bg-gold hover:bg-white/5");
    expect(cn("md:text-sm text-base", "text-xs md:text-xs")).toBe("text-xs md:text-xs");
    expect(cn("size-4! text-muted-foreground!", "size-5 text-gold")).toBe(
      "size-4! text-muted-foreground! size-5 text-gold",
    );
    expect(cn("[&_svg]:size-4", "[&_svg]:size-5")).toBe("[&_svg]:size-5");
    expect(cn("group-data-[invalid=true]/field:text-danger text-muted-foreground")).toBe(
      "group-data-[invalid=true]/field:text-danger text-muted-foreground",
    );
  });

  it("keeps classes it does not know, in their order", () => {
    expect(cn("peer sr-only @container", "transition-[border-color] shadow-[0_0_48px_rgb(0_0_0/0.8)]")).toBe(
      "peer sr-only @container transition-[border-color] shadow-[0_0_48px_rgb(0_0_0/0.8)]",
    );
  });
});
