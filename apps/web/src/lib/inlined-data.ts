/** Read once, then the block leaves the page, so no inline script or second copy of the texts stays. */
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
