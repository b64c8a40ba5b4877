/**
 * What the server wrote into the page as `<script type="application/json" id=…>` (the agency info,
 * the translations), so the first render need not fetch it; undefined when the page has none (the
 * installed app's cached page, the dev server) or it is not JSON. Read once: the block then leaves
 * the page, which keeps no inline script element and no second copy of the texts.
 */
export function readInlinedData(id: string): unknown {
  const block = typeof document === "undefined" ? null : document.getElementById(id);
  const text = block?.textContent;
  block?.remove();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ids the server writes the data under (apps/server/src/modules/pages/page-html.ts). */
export { INLINED_BLOCKS as INLINED } from "@kham/contract";
