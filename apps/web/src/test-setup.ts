// zod's config comes before zod loads, as in main.tsx.
import "./lib/zod-config";
import { configure } from "@testing-library/react";

// Lazy route chunks on busy CI cores can take over a second; a longer wait changes no outcome.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling and warns on every call; a test that watches scrolling spies on this.
if (typeof window !== "undefined") {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// The API client loads its answer checker (zod and the contract) on the first call; loading it here
// keeps that cold import out of each test's one-second waits.
if (typeof window !== "undefined") await import("./lib/check-answer");
