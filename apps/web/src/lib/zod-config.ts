/**
 * The CSP forbids eval. zod probes `new Function` when it builds an object schema; it falls back,
 * but the browser still reports a violation. zod reads its global config from this globalThis key
 * when it loads (zod/v4/core), so setting jitless here — first thing in main.tsx, without loading
 * zod itself — skips the probe wherever zod is loaded later.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
