/** Re-exported from the react chunk so React DOM's CommonJS code runs in its own task (src/boot.ts). */
export { createRoot, hydrateRoot } from "react-dom/client";
