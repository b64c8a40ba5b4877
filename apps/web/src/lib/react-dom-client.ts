/**
 * React DOM's client, re-exported from a module that the build puts in the react chunk
 * (vite.config.ts). React and React DOM are CommonJS: their code runs where a module first imports
 * them. Imported here, it runs when the react chunk is evaluated, in a task of its own (src/boot.ts),
 * rather than in the same task as the router's modules.
 */
export { createRoot, hydrateRoot } from "react-dom/client";
