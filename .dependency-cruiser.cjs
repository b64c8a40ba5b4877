// The code's borders, checked by `npm run lint` (docs/decisions/module-borders.md says why).
// Tests and test support may reach anything; they are not cruised.
const server = "^apps/server/src/";
/** What runs the server: it wires everything, so it may import anything. */
const entries = `${server}(main|app)\\.ts$|${server}cli/|${server}db/(seed|demo-promotions)\\.ts$`;
/** Below the modules: cross-cutting plugins and adapters, and under them the database and basics. */
const infrastructure = `${server}(plugins|adapters)/`;
const basics = `${server}(db/|(config|errors|http|logger|password)\\.ts$)`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files that import each other in a loop (types count too): one of them has to give.",
      severity: "error",
      from: { path: "^(apps/server/src|packages/contract/src)/" },
      to: { circular: true },
    },
    {
      name: "no-upward-import-of-the-app",
      comment: "Only the entries (main, the CLI, the seed) build the app.",
      severity: "error",
      from: { path: server, pathNot: entries },
      to: { path: `${server}(main|app)\\.ts$` },
    },
    {
      name: "no-upward-import-of-modules",
      comment: "Plugins, adapters and the database are below the modules: pass them what they need.",
      severity: "error",
      from: { path: `${infrastructure}|${basics}`, pathNot: entries },
      to: { path: `${server}modules/` },
    },
    {
      name: "no-upward-import-of-infrastructure",
      comment:
        "The database and the basics (config, errors, http, logger, password) use no plugin or adapter.",
      severity: "error",
      from: { path: basics, pathNot: entries },
      to: { path: infrastructure },
    },
    {
      name: "no-plugin-uses-an-adapter",
      comment: "Plugins are cross-cutting: adapters may use them, not the other way round.",
      severity: "error",
      from: { path: `${server}plugins/` },
      to: { path: `${server}adapters/` },
    },
    {
      name: "modules-meet-through-their-service",
      comment:
        "A module reaches another through its service.ts (type imports are free). Players' session hook " +
        "and lifetimes (players/session.ts, sessions.ts) are read in place while another change is under way there.",
      severity: "error",
      from: { path: `${server}modules/([^/]+)/`, pathNot: `${server}modules/admin/routes\\.ts$` },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [
          `${server}modules/$1/`,
          `${server}modules/[^/]+/service\\.ts$`,
          `${server}modules/players/sessions?\\.ts$`,
        ],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "staff-routes-are-mounted-by-admin",
      comment:
        "modules/admin mounts each module's staff routes behind its guard; nothing else imports routes.",
      severity: "error",
      from: { path: `${server}modules/admin/routes\\.ts$` },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [`${server}modules/admin/`, `${server}modules/[^/]+/(service|routes|staff-routes)\\.ts$`],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "a-service-is-no-barrel",
      comment: "A module's service defines what it offers; it re-exports nothing.",
      severity: "error",
      from: { path: `${server}modules/[^/]+/service\\.ts$` },
      to: { dependencyTypes: ["export"] },
    },
    {
      name: "features-keep-their-components",
      comment: "A web feature does not use another's components: shared pieces live in components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/[^/]+/components/", pathNot: "^apps/web/src/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "\\.test\\.tsx?$|test-support\\.ts$|/test/|\\.cases\\.ts$|\\.d\\.ts$|routeTree\\.gen\\.ts$",
    },
    // Type-only imports are seen, so a loop of types is a loop too.
    tsPreCompilationDeps: true,
    // The web app's "@/" is its src/ (as in its tsconfig and vite config).
    webpackConfig: { fileName: `${__dirname}/scripts/web-resolve.cjs` },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
