import { configure } from "@testing-library/react";

// Lazy route chunks on busy CI cores can take over a second; a longer wait changes no outcome.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling and warns on every call; a test that watches scrolling spies on this.
if (typeof window !== "undefined") window.scrollTo = () => {};

// Loads the answer checker here, keeping its cold import out of each test's waits.
if (typeof window !== "undefined") await import("./lib/check-answer");
