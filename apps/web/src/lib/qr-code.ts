import { encode } from "uqr";

/** The QR modules of a payload, with the standard four-module quiet zone. */
export function qrModules(payload: string): boolean[][] {
  return encode(payload, { ecc: "M", border: 4 }).data;
}

/** One SVG path drawing every dark module as a unit square, for a crisp QR at any size. */
export function qrPath(modules: boolean[][]): string {
  let path = "";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}
