/** Reads TanStack Router's minified `createFileRoute("/path")({… lazy(() => import("./chunk.js")) …})`. */
export interface RouteChunk {
  route: string;
  /** The lazy chunk of the route's screen; undefined when the screen is bundled into its parent. */
  chunk: string | undefined;
  /** The scripts Vite loads for it: the chunk itself and its static imports. */
  dependencies: string[];
}

function preloadList(code: string): string[] {
  const list = code.match(/m\.f=\[([^\]]*)\]/)?.[1];
  if (!list) return [];
  return [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map((match) => match[1]!);
}

const routeStart = /[`"'](\/[^`"'\s]*)[`"']\)\(\{/g;
const lazyImport = /import\([`"']\.\/([^`"']+\.js)[`"']\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?/;
const escapeName = (name: string) => name.replace(/\$/g, "\\$");

/** The lazy import of a route's screen: inline under `component`, or in the variable it names. */
function componentImport(code: string, definition: string): RegExpMatchArray | null {
  const component = definition.indexOf("component:");
  if (component < 0) return null;
  const value = definition.slice(component);
  const hoisted = value.match(/^component:[\w$]+\(([\w$]+),/)?.[1];
  if (hoisted) {
    const declaration = new RegExp(`[\\s,;{(]${escapeName(hoisted)}=\\(\\)=>`).exec(code);
    return declaration ? code.slice(declaration.index, declaration.index + 400).match(lazyImport) : null;
  }
  return value.match(lazyImport);
}

export function routeChunks(code: string): RouteChunk[] {
  const preloads = preloadList(code);
  const starts = [...code.matchAll(routeStart)];
  return starts.map((start, index) => {
    const end = starts[index + 1]?.index ?? start.index + 2000;
    const lazy = componentImport(code, code.slice(start.index, end));
    const dependencies = (lazy?.[2] ? lazy[2].split(",") : [])
      .map((position) => preloads[Number(position)])
      .filter((file): file is string => file?.endsWith(".js") === true);
    return { route: start[1]!, chunk: lazy ? `assets/${lazy[1]}` : undefined, dependencies };
  });
}
