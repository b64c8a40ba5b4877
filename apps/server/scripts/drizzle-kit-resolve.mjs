// npm keeps drizzle-orm inside apps/server/node_modules while drizzle-kit sits at the root, so
// drizzle-kit cannot import it; this loader hook resolves drizzle-orm from this workspace instead.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
const parentURL = ${JSON.stringify(new URL("../package.json", import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
    return next(specifier, { ...context, parentURL });
  }
  return next(specifier, context);
}`)}`,
);
