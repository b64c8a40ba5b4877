import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { FETCHED_AT_IDLE } from "../../scripts/fetched-at-idle.mjs";

const src = fileURLToPath(new URL("./src", import.meta.url));
const routesDirectory = fileURLToPath(new URL("./src/routes", import.meta.url));
const generatedRouteTree = fileURLToPath(new URL("./src/routeTree.gen.ts", import.meta.url));
const backOfficeRoutesDirectory = fileURLToPath(new URL("./src/backoffice/routes", import.meta.url));
const backOfficeRouteTree = fileURLToPath(new URL("./src/backoffice/routeTree.gen.ts", import.meta.url));

/** Each language's first-screen font files; Latin is in all of them so its text never shifts. */
const FONT_PRELOADS: Record<string, RegExp> = {
  lo: /^assets\/noto-sans-lao-(lao|latin)-(400|600)-normal-[\w-]+\.woff2$/,
  th: /^assets\/noto-sans-(thai-thai|lao-latin)-(400|600)-normal-[\w-]+\.woff2$/,
  vn: /^assets\/noto-sans-(lao-latin|vietnamese)-(400|600)-normal-[\w-]+\.woff2$/,
  cn: /^assets\/noto-sans-lao-latin-(400|600)-normal-[\w-]+\.woff2$/,
};

/** Where the build records each language's font files, for the server to preload per page. */
const FONT_PRELOADS_FILE = ".vite/font-preloads.json";

/** The server preloads the page language's fonts from FONT_PRELOADS_FILE; the built page, Lao's. */
function preloadFonts(): Plugin {
  const filesOf = (bundle: Record<string, unknown>, language: string) =>
    Object.keys(bundle)
      .filter((file) => FONT_PRELOADS[language]!.test(file))
      .sort();
  return {
    name: "kham:preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        filesOf(context.bundle ?? {}, "lo").map((file) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            href: `/${file}`,
            as: "font",
            type: "font/woff2",
            crossorigin: "anonymous",
          },
          injectTo: "head" as const,
        })),
    },
    generateBundle(_options, bundle) {
      const perLanguage = Object.fromEntries(
        Object.keys(FONT_PRELOADS).map((language) => [
          language,
          filesOf(bundle, language).map((file) => `/${file}`),
        ]),
      );
      this.emitFile({ type: "asset", fileName: FONT_PRELOADS_FILE, source: JSON.stringify(perLanguage) });
    },
  };
}

/** In development the back office's deep links get its page, as the server gives them in production. */
function backOfficePages(): Plugin {
  return {
    name: "kham:back-office-pages",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (/^\/backoffice(\/[^.]*)?$/.test(path)) request.url = "/backoffice/index.html";
        next();
      });
    },
  };
}

/** The dark-and-gold theme's page background: the installed app's splash screen and status bar. */
const THEME_BACKGROUND = "#0b0b0f";

/** Paths the server answers itself: the worker must never answer them with the cached player page. */
const NOT_PLAYER_PAGES = [
  /^\/api(?:[/?]|$)/,
  /^\/backoffice(?:[/?]|$)/,
  /^\/media\//,
  /^\/sandbox\//,
  // Workbox matches against the path and the query: a dot in the last segment of the path only.
  /^[^?]*\/[^/?]*\.[^/?]+(?:\?.*)?$/,
];

/** The scripts of the four languages: Lao, Thai, Latin with Vietnamese; Chinese uses the system's font. */
const PLAYER_FONT_SUBSETS = /-(lao|thai|latin|latin-ext|vietnamese)-\d{3}-(normal|italic)-/;

/** The installed app keeps only the player's page and what it can load; staff code, /api and /media stay out. */
function playerPrecache() {
  const playerFiles = new Set<string>();
  const plugin: Plugin = {
    name: "kham:player-precache",
    apply: "build",
    generateBundle(_options, bundle) {
      playerFiles.clear();
      const entry = Object.values(bundle).find(
        (file) =>
          file.type === "chunk" &&
          file.isEntry &&
          file.facadeModuleId?.endsWith("/index.html") &&
          !file.facadeModuleId.includes("/backoffice/"),
      );
      const stack = entry ? [entry.fileName] : [];
      while (stack.length > 0) {
        const fileName = stack.pop() as string;
        const chunk = bundle[fileName];
        if (playerFiles.has(fileName) || chunk?.type !== "chunk") continue;
        playerFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) playerFiles.add(css);
        stack.push(...chunk.imports, ...chunk.dynamicImports);
      }
    },
  };
  const keep = (url: string) => {
    if (/\.(js|css)$/.test(url)) return playerFiles.has(url);
    // Only the scripts the four languages are written in; a font package may ship more subsets.
    if (url.endsWith(".woff2")) return PLAYER_FONT_SUBSETS.test(url);
    return true;
  };
  const onlyThePlayersChunks = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => keep(entry.url)),
  });
  return { plugin, onlyThePlayersChunks };
}

/** The web manifest is the player's: the back office's page is not an app to install. */
function noManifestInBackOffice(): Plugin {
  return {
    name: "kham:no-manifest-in-back-office",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) =>
        context.path.startsWith("/backoffice/") ? html.replace(/<link rel="manifest"[^>]*>/, "") : html,
    },
  };
}

/** Code fetched at idle (FETCHED_AT_IDLE) gets no preload links, so it never competes with the first screen. */
function noLinksAheadForIdleCode() {
  const idleChunks = new Set<string>();
  const plugin: Plugin = {
    name: "kham:idle-chunks",
    apply: "build",
    // Before Vite's own generateBundle (a later plugin), which asks resolveDependencies.
    generateBundle(_options, bundle) {
      idleChunks.clear();
      for (const output of Object.values(bundle)) {
        const module = output.type === "chunk" ? output.facadeModuleId : null;
        if (module && FETCHED_AT_IDLE.some((source) => module.endsWith(`/apps/web/${source}`))) {
          idleChunks.add(output.fileName);
        }
      }
    },
  };
  const resolveDependencies = (file: string, files: string[]) => (idleChunks.has(file) ? [] : files);
  return { plugin, resolveDependencies };
}

const playerPage = fileURLToPath(new URL("./index.html", import.meta.url));

/** Modules the player's page imports up front (through static imports), by a chunking pass's module graph. */
function loadedUpFrontByPlayer(id: string, graph: Rolldown.ChunkingContext): boolean {
  const seen = new Set<string>();
  const stack = [playerPage];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (next === id) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return false;
}

const precache = playerPrecache();
const idleCode = noLinksAheadForIdleCode();

/** Route files to a route tree, each screen's code split; the browser's and the server's builds share it. */
const routerPlugin = () =>
  // The router plugin must come before React's so route files are split before they are transformed.
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    // The landing screen is what most first visits render: it ships with the first bundle rather
    // than after one more round trip.
    codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/" ? [] : undefined) },
    routesDirectory,
    generatedRouteTree,
    routeFileIgnorePrefix: "-",
    quoteStyle: "double",
  });

/**
 * The back office's route files to a route tree of its own, for its own page: a second instance of
 * the plugin, which keeps to its own directory. Only the screens are split off (fetched when a
 * screen is opened or its link is hovered); the guards, the error and not-found screens come with
 * the page.
 */
const backOfficeRouterPlugin = () =>
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    codeSplittingOptions: { defaultBehavior: [["component"]] },
    routesDirectory: backOfficeRoutesDirectory,
    generatedRouteTree: backOfficeRouteTree,
    routeFileIgnorePrefix: "-",
    quoteStyle: "double",
  });

/** Where the server finds the build of src/entry-server.tsx; a dot folder, which it never serves. */
const SERVER_ENTRY_DIR = "dist/.ssr";

/**
 * The server's build (`vite build --ssr`): the public screens rendered to HTML in Node. It bundles
 * its dependencies, so the server needs nothing of the web app's node_modules, and it is React's
 * production build whatever NODE_ENV the server runs with.
 */
const serverConfig: UserConfig = {
  plugins: [routerPlugin(), react()],
  resolve: { alias: { "@": src } },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: {
    ssr: "src/entry-server.tsx",
    outDir: SERVER_ENTRY_DIR,
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
    // .mjs: Node loads them as modules wherever dist is put, with no package.json beside them.
    rolldownOptions: {
      output: { entryFileNames: "entry-server.mjs", chunkFileNames: "chunks/[name]-[hash].mjs" },
    },
  },
};

const config: UserConfig = {
  plugins: [
    routerPlugin(),
    backOfficeRouterPlugin(),
    react(),
    tailwindcss(),
    preloadFonts(),
    backOfficePages(),
    precache.plugin,
    VitePWA({
      // The app registers the worker itself, after the first paint (features/app-install).
      injectRegister: false,
      registerType: "autoUpdate",
      strategies: "generateSW",
      // Icons are fetched once, when the app is installed; the offline app does not need them.
      includeManifestIcons: false,
      manifest: {
        id: "/",
        // One manifest for every agency's host: the product's name, not an agency's.
        name: "Kham ຄຳ",
        short_name: "Kham",
        description:
          "Kham (ຄຳ) — ເຕີມເຄຣດິດເກມ ຝາກ ແລະ ຖອນຜ່ານ QR ທະນາຄານລາວ, ຫຼິ້ນ alphabet, askmebet, gclub ແລະ gclub_live.",
        lang: "lo",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: THEME_BACKGROUND,
        theme_color: THEME_BACKGROUND,
        categories: ["games", "entertainment"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        mode: "production",
        globPatterns: [
          "index.html",
          "assets/*.{js,css,woff2}",
          "locales/*/translation.json",
          "favicon.svg",
          "brand/*.svg",
        ],
        manifestTransforms: [precache.onlyThePlayersChunks],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: NOT_PLAYER_PAGES,
        // A new version takes over as soon as it is installed: the next visit runs it, with no prompt.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // One file for the server to serve with no-cache, no separate workbox runtime to keep in step.
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
    noManifestInBackOffice(),
    idleCode.plugin,
  ],
  resolve: { alias: { "@": src } },
  server: {
    // KHAM_API points the dev server at an API on another port (several servers side by side).
    proxy: {
      "/api": { target: process.env.KHAM_API ?? "http://127.0.0.1:3000", changeOrigin: false },
      // Uploaded images (promotion banners) are served by the API server too.
      "/media": { target: process.env.KHAM_API ?? "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Fingerprint, dialogs and route screens stay in their own chunks; the first screen stays small.
    chunkSizeWarningLimit: 400,
    // Lets a check after the build walk each page's chunks: no back-office code in the player's.
    manifest: true,
    // No polyfill: src/boot.ts and Vite's lazy imports fall back by themselves where modulepreload is missing.
    modulePreload: { polyfill: false, resolveDependencies: idleCode.resolveDependencies },
    rolldownOptions: {
      // Two pages, two entries: the player's app and the staff's back office share only what both import.
      input: {
        main: fileURLToPath(new URL("./index.html", import.meta.url)),
        backoffice: fileURLToPath(new URL("./backoffice/index.html", import.meta.url)),
        // The first script of a page the server rendered, which starts the app after the first
        // paint (src/boot.ts); the server finds it in the manifest under this source path.
        boot: fileURLToPath(new URL("./src/boot.ts", import.meta.url)),
      },
      treeshake: {
        // The contract is plain declarations; a screen that needs only `languages` must not pull in zod.
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]/, sideEffects: false }],
        // Unused zod schemas (e.g. next to a constant the first screen needs) can be dropped.
        manualPureFunctions: ["z"],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen needs, in two files the boot script runs in a task each
              // (src/boot.ts): React, then the router and the query cache.
              name: "react",
              // Only what an entry loads up front: a piece only lazy screens use goes with them.
              tags: ["$initial"],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-dom-client\.ts$/,
            },
            {
              name: "framework",
              tags: ["$initial"],
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)|use-sync-external-store)[\\/]/,
            },
            {
              // The icons a page draws on arrival, in one file: shared with lazy screens, each would
              // otherwise be a chunk of its own, one more request and file header apiece.
              name: "icons",
              tags: ["$initial"],
              test: /node_modules[\\/]lucide-react[\\/]/,
            },
            {
              // The query keys the first screen uses, which lazy screens share: one small file, not
              // a request for each hundred bytes.
              name: "keys",
              tags: ["$initial"],
              test: /apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]*-keys\.ts$/,
            },
            {
              // The small helpers both pages start with, in one file rather than a file each: every
              // file of the first screen is one more request and gzip stream. Never a back-office one.
              name: (id, graph) => (loadedUpFrontByPlayer(id, graph) ? "shared" : null),
              tags: ["$initial"],
              test: /apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui)[\\/]|packages[\\/]contract[\\/]src[\\/](errors|headers|i18n|providers|transactions)\.ts$|node_modules[\\/](clsx|class-variance-authority)[\\/]|vite[\\/]preload-helper/,
            },
            {
              // Only forms validate with zod: its own chunk, so the bundler cannot hoist it into the
              // entry just because several lazy screens share it.
              name: "zod",
              test: /node_modules[\\/]zod[\\/]/,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // `vite build` always makes the production build: a server run with NODE_ENV=development (a demo,
  // a staging box) would otherwise build and ship React's development bundle, three times its size.
  // Vite reads NODE_ENV once this config is loaded, so setting it here is early enough.
  if (command === "build") process.env.NODE_ENV = "production";
  return isSsrBuild ? serverConfig : config;
});
