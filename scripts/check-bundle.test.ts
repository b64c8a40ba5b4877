import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types, run after the web build.
import {
  BUDGETS,
  budgetProblems,
  developmentBuild,
  initialScripts,
  leaks,
  linkedAhead,
  PLAYER_HOME_CHUNKS,
  precacheProblems,
  validationOnArrival,
} from "./check-bundle.mjs";

let dist: string;
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function build(manifest: Record<string, unknown>, files: Record<string, string>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-dist-"));
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), code);
  return dist;
}

const pages = {
  "index.html": {
    file: "assets/main.js",
    imports: ["_shared.js"],
    dynamicImports: ["src/routes/deposit.tsx"],
  },
  "backoffice/index.html": { file: "assets/backoffice.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  "src/routes/deposit.tsx": { file: "assets/deposit.js" },
};

describe("the back-office check of the web build", () => {
  it("passes a player page that shares only common chunks with the back office", () => {
    const files = {
      "assets/main.js": "fetch('/api/v2/players/info')",
      "assets/backoffice.js": "fetch('/api/admin/v1/auth/me')",
      "assets/shared.js": "export const cn = 1",
      "assets/deposit.js": "fetch('/api/v2/deposits')",
    };
    expect(leaks(build(pages, files))).toEqual([]);
  });

  it("finds a lazy player chunk that pulls in a back-office module or calls the staff API", () => {
    const manifest = {
      ...pages,
      "src/routes/deposit.tsx": { file: "assets/deposit.js", imports: ["src/backoffice/lib/staff-api.ts"] },
      "src/backoffice/lib/staff-api.ts": { file: "assets/staff-api.js" },
    };
    const files = {
      "assets/main.js": "",
      "assets/backoffice.js": "",
      "assets/shared.js": "fetch('/api/admin/v1/agencies')",
      "assets/deposit.js": "",
      "assets/staff-api.js": "",
    };
    expect(leaks(build(manifest, files)).sort()).toEqual([
      "assets/shared.js (_shared.js) calls the staff API",
      "assets/staff-api.js: built from src/backoffice/lib/staff-api.ts",
    ]);
  });
});

/** A service worker as Workbox writes it, minified, precaching these addresses. */
const worker = (urls: string[]) =>
  `precacheAndRoute([${urls.map((url) => `{url:"${url}",revision:null}`).join(",")}],{});`;

describe("the service worker check of the web build", () => {
  const files = {
    "assets/main.js": "",
    "assets/backoffice.js": "",
    "assets/shared.js": "",
    "assets/deposit.js": "",
  };
  const playerApp = ["index.html", "assets/main.js", "assets/shared.js", "assets/deposit.js"];

  it("passes a worker that precaches the player's page, its chunks, fonts and texts", () => {
    const dist = build(pages, {
      ...files,
      "sw.js": worker([...playerApp, "assets/noto-sans-lao-400.woff2", "locales/lo/translation.json"]),
    });
    expect(precacheProblems(dist)).toEqual([]);
  });

  it("finds the back office, the API or uploads in the precache, and a build without a worker", () => {
    const dist = build(pages, {
      ...files,
      "sw.js": worker([
        ...playerApp,
        "backoffice/index.html",
        "assets/backoffice.js",
        "locales/lo/backoffice.json",
        "api/v2/agency/info",
        "/media/abc.png",
      ]),
    });
    expect(precacheProblems(dist)).toEqual([
      "backoffice/index.html is precached but is not the player's app",
      "assets/backoffice.js is precached but the player's page never loads it",
      "locales/lo/backoffice.json is precached but is not the player's app",
      "api/v2/agency/info is precached but is not the player's app",
      "media/abc.png is precached but is not the player's app",
    ]);
    fs.rmSync(path.join(dist, "sw.js"));
    expect(precacheProblems(dist)).toEqual(["no sw.js: the player's app cannot open offline"]);
  });
});

describe("the first screen's scripts", () => {
  it("counts the player's entry and its static imports, not lazy screens or the back office", () => {
    const dist = build(pages, {
      "assets/main.js": "a".repeat(300),
      "assets/backoffice.js": "b".repeat(5000),
      "assets/shared.js": "c".repeat(200),
      "assets/deposit.js": "d".repeat(7000),
    });
    const initial = initialScripts(dist);
    expect(initial.files.sort()).toEqual(["assets/main.js", "assets/shared.js"]);
    expect(initial.bytes).toBe(500);
    expect(initial.gzipBytes).toBeGreaterThan(0);
    expect(initial.gzipBytes).toBeLessThan(500);
  });
});

describe("the player's home check", () => {
  const [layout, home] = PLAYER_HOME_CHUNKS as [string, string];
  const withHome = (homeImports: string[]) => ({
    ...pages,
    [layout]: { file: "assets/route.js", imports: ["_shared.js", "_money.js"] },
    [home]: { file: "assets/player.js", imports: homeImports, dynamicImports: ["src/routes/deposit.tsx"] },
    "_money.js": { file: "assets/money.js" },
    "_schemas.js": { file: "assets/schemas.js", imports: ["_zod-abc.js"] },
    "_zod-abc.js": { file: "assets/zod-abc.js" },
  });

  it("passes a home whose chunks leave zod to the screens it leads to", () => {
    // The deposit screen (a lazy import) may load zod; the home itself does not.
    const manifest = {
      ...withHome(["_money.js"]),
      "src/routes/deposit.tsx": { file: "assets/deposit.js", imports: ["_schemas.js"] },
    };
    expect(validationOnArrival(build(manifest, {}), { home: PLAYER_HOME_CHUNKS })).toEqual([]);
  });

  it("finds zod brought into the home by a shared chunk", () => {
    expect(
      validationOnArrival(build(withHome(["_money.js", "_schemas.js"]), {}), { home: PLAYER_HOME_CHUNKS }),
    ).toEqual(["home: assets/zod-abc.js (_zod-abc.js)"]);
    expect(validationOnArrival(build(pages, {}), { home: PLAYER_HOME_CHUNKS })[0]).toContain(
      "home: not in the build's manifest",
    );
  });

  it("checks the login, register, money, promotions, bank account, history and game screens too, each with its layout", () => {
    const manifest = {
      ...withHome(["_money.js"]),
      "src/routes/_public.tsx?tsr-split=component": { file: "assets/public.js", imports: ["_shared.js"] },
      "src/routes/_public/login.tsx?tsr-split=component": { file: "assets/login.js", imports: ["_money.js"] },
      // A form whose schema comes with the screen instead of when the form is reached for.
      "src/routes/_public/register.tsx?tsr-split=component": {
        file: "assets/register.js",
        imports: ["_schemas.js"],
      },
      "src/routes/player/deposit/index.tsx?tsr-split=component": {
        file: "assets/deposit.js",
        imports: ["_money.js"],
        dynamicImports: ["_schemas.js"],
      },
      "src/routes/player/withdraw/index.tsx?tsr-split=component": {
        file: "assets/withdraw.js",
        imports: ["_money.js"],
      },
      // A screen whose shared chunk brings the schemas along.
      "src/routes/player/promotion/index.tsx?tsr-split=component": {
        file: "assets/promotion.js",
        imports: ["_schemas.js"],
      },
      "src/routes/player/bank.tsx?tsr-split=component": {
        file: "assets/bank.js",
        imports: ["_money.js"],
        dynamicImports: ["_schemas.js"],
      },
      ...Object.fromEntries(
        ["deposit", "withdraw", "promotion"].map((list) => [
          `src/routes/player/${list}/history.tsx?tsr-split=component`,
          { file: `assets/${list}-history.js`, imports: ["_money.js"] },
        ]),
      ),
      ...Object.fromEntries(
        ["alphabet", "askmebet", "gclub", "gclub_live"].map((provider) => [
          `src/routes/player/game/${provider}.tsx?tsr-split=component`,
          { file: `assets/${provider}.js`, imports: ["_money.js"] },
        ]),
      ),
    };
    expect(validationOnArrival(build(manifest, {}))).toEqual([
      "the register screen: assets/zod-abc.js (_zod-abc.js)",
      "the promotions screen: assets/zod-abc.js (_zod-abc.js)",
    ]);
    // The deposit form's schema in the screen's own code, not behind its lazy import.
    const eager = {
      ...manifest,
      "src/routes/player/deposit/index.tsx?tsr-split=component": {
        file: "assets/deposit.js",
        imports: ["_money.js", "_schemas.js"],
      },
    };
    expect(validationOnArrival(build(eager, {}))).toContain(
      "the deposit screen: assets/zod-abc.js (_zod-abc.js)",
    );
  });
});

describe("the production build check", () => {
  it("finds React's development build in a chunk of the player's page", () => {
    const dist = build(pages, {
      "assets/main.js": "",
      "assets/backoffice.js": "",
      "assets/shared.js": 'console.error("Invalid hook call. Hooks can only be called inside of the body")',
      "assets/deposit.js": "",
    });
    expect(developmentBuild(dist)).toEqual(["assets/shared.js holds React's development build"]);
  });

  it("passes React's production build, whose errors are only codes", () => {
    const dist = build(pages, {
      "assets/main.js": 'throw Error("Minified React error #321")',
      "assets/backoffice.js": "",
      "assets/shared.js": "",
      "assets/deposit.js": "",
    });
    expect(developmentBuild(dist)).toEqual([]);
  });
});

/** Code that gzip cannot shrink much: `bytes` long, a little over half of it gzipped. */
const incompressible = (bytes: number) => randomBytes(bytes / 2).toString("hex");

describe("the byte budgets", () => {
  const budgets = { initialGzipBytes: 3000, lazyChunkGzipBytes: 2000 };

  it("pass a build within them", () => {
    const dist = build(pages, {
      "assets/main.js": incompressible(2000),
      "assets/backoffice.js": incompressible(20000),
      "assets/shared.js": incompressible(2000),
      "assets/deposit.js": incompressible(3000),
    });
    expect(budgetProblems(dist, budgets)).toEqual([]);
  });

  it("fail a build whose first screen's scripts, or one lazy chunk of the player's page, are over", () => {
    const dist = build(pages, {
      "assets/main.js": incompressible(4000),
      "assets/backoffice.js": "",
      "assets/shared.js": incompressible(3000),
      "assets/deposit.js": incompressible(6000),
    });
    const problems = budgetProblems(dist, budgets);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^the first screen loads \d\.\d KiB of scripts \(gzip\), over 2\.9 KiB$/);
    expect(problems[1]).toMatch(/^assets\/deposit\.js is \d\.\d KiB \(gzip\), over 2\.0 KiB for one chunk$/);
  });

  it("are 60 KiB for any lazy chunk", () => {
    expect(BUDGETS.lazyChunkGzipBytes).toBe(60 * 1024);
  });
});

describe("the check of code fetched at idle", () => {
  const manifest = {
    ...pages,
    "src/components/layout/nav-drawer.tsx": { file: "assets/nav-drawer-a1.js" },
  };
  const sources = ["src/components/layout/nav-drawer.tsx"];
  // The head of a chunk as Vite writes it: the files its lazy imports may link, then the imports.
  const chunk = (imports: string) =>
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/nav-drawer-a1.js","assets/sheet-b2.js",' +
    '"assets/styles-c3.css","assets/deposit.js"])))=>i.map(i=>d[i]);' +
    imports;
  // A build whose entry chunk holds `main`, the other files empty.
  const buildWith = (main: string) =>
    build(manifest, {
      "assets/main.js": main,
      "assets/backoffice.js": "",
      "assets/shared.js": "",
      "assets/deposit.js": "",
      "assets/nav-drawer-a1.js": "",
    });

  it("passes a lazy import that links nothing ahead, or only the stylesheet the page has", () => {
    for (const drawer of ["[]", "__vite__mapDeps([2])"]) {
      const dist = buildWith(
        chunk(
          `o(()=>import(\`./nav-drawer-a1.js\`),${drawer});o(()=>import(\`./deposit.js\`),__vite__mapDeps([3,1]))`,
        ),
      );
      expect(linkedAhead(dist, sources)).toEqual([]);
    }
  });

  it("finds the scripts a chunk links ahead for it", () => {
    const dist = buildWith(chunk("o(()=>import(`./nav-drawer-a1.js`),__vite__mapDeps([0,1,2]))"));
    expect(linkedAhead(dist, sources)).toEqual([
      "src/components/layout/nav-drawer.tsx: assets/main.js links assets/nav-drawer-a1.js, assets/sheet-b2.js ahead",
    ]);
  });

  it("fails when no chunk imports it in the form it reads, or the build has no such module", () => {
    const dist = buildWith(chunk("import('./nav-drawer-a1.js')"));
    expect(linkedAhead(dist, [...sources, "src/components/layout/gone.tsx"])).toEqual([
      "src/components/layout/nav-drawer.tsx: no chunk imports assets/nav-drawer-a1.js as expected",
      "src/components/layout/gone.tsx: not in the build's manifest",
    ]);
  });
});
