import { describe, expect, it } from "vitest";
import { initialScripts, stylesheets } from "./bundle-size.ts";

const indexHtml = `<!doctype html><html><head>
<link rel="preload" href="/fonts/lao.woff2" as="font" type="font/woff2" crossorigin>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel='modulepreload' href='/assets/router-123.js'>
<link rel="stylesheet" crossorigin href="/assets/index-456.css">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe("what a first visit fetches", () => {
  it("counts the module entry and its module preloads, not fonts or classic scripts", () => {
    expect(initialScripts(indexHtml)).toEqual([
      "/assets/index-abc.js",
      "/assets/react-def.js",
      "/assets/router-123.js",
    ]);
  });

  it("finds the stylesheets", () => {
    expect(stylesheets(indexHtml)).toEqual(["/assets/index-456.css"]);
  });
});
