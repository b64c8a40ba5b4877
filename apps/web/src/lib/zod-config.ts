/** The CSP forbids eval: jitless, set before zod loads, skips zod's `new Function` probe and its violation report. */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
