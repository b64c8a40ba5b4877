// How the dependency check (.dependency-cruiser.cjs) resolves the web app's "@/" imports.
const path = require("node:path");

module.exports = { resolve: { alias: { "@": path.join(__dirname, "../apps/web/src") } } };
