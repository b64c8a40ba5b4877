import { gunzipSync } from "node:zlib";

/** A backup is PGlite's data folder as `dumpDataDir` writes it: a gzip-compressed tarball. */
export const BACKUP_SUFFIX = ".tar.gz";

/** A backup that cannot be made, read or restored; the message says why and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The names of a tarball's entries, read from its 512-byte headers. */
function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const size = Number.parseInt(header.toString("latin1", 124, 136).replace(/\0.*$/s, "").trim(), 8);
    if (header.toString("latin1", 257, 262) !== "ustar" || !Number.isInteger(size) || size < 0) {
      throw new BackupError("it is a damaged tarball");
    }
    names.push(header.toString("utf8", 0, 100).replace(/\0.*$/s, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** The tarball inside a backup file, after checking it holds a PGlite data folder. */
export function readBackup(bytes: Uint8Array, file: string): Buffer {
  const notABackup = (why: string) =>
    new BackupError(
      `${file} is not a Kham backup (${why}): a backup is the ${BACKUP_SUFFIX} "backup" writes`,
    );
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw notABackup("it is not gzip-compressed");
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw notABackup("its compressed data is cut short or damaged");
  }
  let names: string[];
  try {
    names = tarEntries(tar);
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  if (!names.includes("/PG_VERSION")) throw notABackup("it holds no PGlite data folder");
  return tar;
}
