/**
 * How the benchmarks run Debian's Chromium: headless on a machine without network, so nothing of
 * its own (updates, sync, background fetches) runs beside the page being measured.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
