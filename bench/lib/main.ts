import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** True when the module at `moduleUrl` is the script node was started with (not imported by run-all). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(moduleUrl) === resolve(process.argv[1]);
}
