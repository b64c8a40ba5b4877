import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));
const routesDirectory = fileURLToPath(new URL("./src/routes", import.meta.url));
const generatedRouteTree = fileURLToPath(new URL("./src/routeTree.gen.ts", import.meta.url));

/**
 * Lao is the default language and its text is on every first screen: its two font files are
 * preloaded from index.html so they arrive with the scripts instead of after the first render.
 */
function preloadLaoFonts(): Plugin {
  const laoFont = /noto-sans-lao-lao-(400|600)-normal-[\w-]+\.woff2$/;
  return {
    name: "kham:preload-lao-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => laoFont.test(file))
          .map((file) => ({
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
  };
}

/**
 * The back office is a second page of the same build (/backoffice/index.html): in development its
 * deep links (/backoffice/withdrawals) get its page, as the server's fallback gives them in production.
 */
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

export default defineConfig({
  plugins: [
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
    }),
    react(),
    tailwindcss(),
    preloadLaoFonts(),
    backOfficePages(),
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
    rolldownOptions: {
      // Two pages, two entries: the player's app and the staff's back office share only what both import.
      input: {
        main: fileURLToPath(new URL("./index.html", import.meta.url)),
        backoffice: fileURLToPath(new URL("./backoffice/index.html", import.meta.url)),
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
              // What every screen needs, in one file: fewer round trips on a phone and better compression.
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)|i18next|react-i18next|use-sync-external-store)[\\/]/,
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
});
