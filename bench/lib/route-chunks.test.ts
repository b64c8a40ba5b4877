import { describe, expect, it } from "vitest";
import { routeChunks } from "./route-chunks.ts";

// Minified the way Vite and TanStack Router's code splitting leave it: one route's screen imported
// inline, one through a hoisted variable, one bundled into its parent.
const code = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/login-a1.js","assets/form-b2.js","assets/form-b2.css","assets/deposit-c3.js","assets/qr-d4.js"])))=>i.map(i=>d[i]);',
  "jn=S(`/_public/login`)({validateSearch:e=>({redirect:h(e.redirect)}),component:v(()=>o(()=>import(`./login-a1.js`),__vite__mapDeps([0,1,2])),`component`)}),",
  "Ge=()=>o(()=>import(`./deposit-c3.js`),__vite__mapDeps([3,4])),",
  "He=S(`/_player/player/deposit`)({component:v(Ge,`component`)}),",
  "Ie=S(`/_player`)({beforeLoad:x});",
].join("");

describe("routeChunks", () => {
  it("finds each route's lazy chunk and the scripts loaded with it", () => {
    expect(routeChunks(code)).toEqual([
      // What Vite loads with the chunk (itself among them), its styles left out.
      {
        route: "/_public/login",
        chunk: "assets/login-a1.js",
        dependencies: ["assets/login-a1.js", "assets/form-b2.js"],
      },
      {
        route: "/_player/player/deposit",
        chunk: "assets/deposit-c3.js",
        dependencies: ["assets/deposit-c3.js", "assets/qr-d4.js"],
      },
      { route: "/_player", chunk: undefined, dependencies: [] },
    ]);
  });
});
