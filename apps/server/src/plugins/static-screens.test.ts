import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, get, type TestApp } from "../test/helper.ts";
import { SERVER_ENTRY } from "./static-pages.ts";

// The public screens rendered on the server, with a stand-in for the web build's server entry that
// records what it was asked to render.

const template = `<!doctype html>
<html lang="lo">
  <head>
    <link rel="preload" href="/api/v2/players/info" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const serverEntry = `
export async function renderPage(input) {
  globalThis.__khamScreens.push(input.path + " " + input.language);
  if (input.path === "/register") throw new Error("the screen failed to render");
  return {
    head: '<link rel="preload" as="image" href="/brand/logo.svg"/>',
    root: '<main data-screen="' + input.path + '" data-language="' + input.language + '">' + input.agencyInfo.agency.name + "</main>",
  };
}
`;

declare global {
  var __khamScreens: string[];
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-screens-"));
  fs.writeFileSync(path.join(dist, "index.html"), template);
  for (const language of ["lo", "th"]) {
    fs.mkdirSync(path.join(dist, "locales", language), { recursive: true });
    fs.writeFileSync(
      path.join(dist, "locales", language, "translation.json"),
      JSON.stringify({ a: language }),
    );
  }
  fs.mkdirSync(path.dirname(path.join(dist, SERVER_ENTRY)), { recursive: true });
  fs.writeFileSync(path.join(dist, SERVER_ENTRY), serverEntry);
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  globalThis.__khamScreens = [];
});

const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/s)?.[1];

describe("the public screens, rendered on the server", () => {
  it("come inside #root for a visitor, with React's hints in <head> and no player to preload", async () => {
    const response = await get(t.app, "/login");
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<main data-screen="/login" data-language="lo">Kham</main>');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/brand\/logo.svg"\/>[\s\S]*<\/head>/,
    );
    expect(response.body).not.toContain("/api/v2/players/info");
  });

  it("are rendered once per agency, language and screen, in the language the cookie names", async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      await get(t.app, "/");
      await get(t.app, "/", { cookie: "kham_lng=th" });
    }
    expect(globalThis.__khamScreens).toEqual(["/ lo", "/ th"]);
    expect(rootOf((await get(t.app, "/", { cookie: "kham_lng=th" })).body)).toContain('data-language="th"');
  });

  it("are left to the browser for a request with a session, a query, or any other path", async () => {
    for (const [url, headers] of [
      ["/", { cookie: "kham_session=abc" }],
      ["/login?redirect=/player/deposit", {}],
      ["/player", {}],
      ["/player/deposit", {}],
      ["/no-such-screen", {}],
    ] as const) {
      const response = await get(t.app, url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe("");
      // The browser asks who the player is, as before.
      expect(response.body, url).toContain('<link rel="preload" href="/api/v2/players/info"');
    }
    expect(globalThis.__khamScreens).toEqual([]);
  });

  it("fall back to the page the browser renders when a screen fails to render", async () => {
    const response = await get(t.app, "/register");
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe("");
    expect(response.body).toContain('src="/assets/main-abc.js"');
  });

  it("keep the server entry to the server: its folder is never served", async () => {
    for (const url of [`/${SERVER_ENTRY}`, `/${SERVER_ENTRY}.br`]) {
      expect((await get(t.app, url)).statusCode, url).toBe(404);
    }
  });
});
