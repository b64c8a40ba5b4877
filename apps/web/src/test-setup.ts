// zod's config comes before zod loads, as in main.tsx.
import "./lib/zod-config";
import { configure } from "@testing-library/react";

// Screens load their routes lazily, and CI runs these files two at a time on two busy cores: a
// second is not always enough for a lazy chunk to be transformed and rendered. Waiting longer
// changes no outcome, only how long a real failure takes to be reported.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling and says so on every call (the router restores the scroll on each
// navigation); a test that watches scrolling spies on this. The server-rendering test has no window.
if (typeof window !== "undefined") window.scrollTo = () => {};

// The API client loads its answer checker (zod and the contract) on the first call; loading it here
// keeps that cold import out of each test's one-second waits.
if (typeof window !== "undefined") await import("./lib/check-answer");
