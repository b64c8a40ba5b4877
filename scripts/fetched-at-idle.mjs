// Shared by the web build (apps/web/vite.config.ts), which acts on it, and the check after the
// build (check-bundle.mjs), which verifies the result.

/**
 * The code the app fetches on its own once the browser is idle, before anyone asks for it: the
 * layout's two drawers, so that the first tap on the menu opens at once. Vite's loader links every
 * file of a lazy chunk ahead, all in the task that asks for it: for the two drawers 11 links, a task
 * of 16 ms in a Lighthouse trace, a long one at its 4× slowdown. No one waits on this code, so the
 * web build leaves the browser to fetch its imports as it finds them (apps/web/vite.config.ts).
 * Screens and dialogs a tap opens keep their files linked ahead.
 */
export const FETCHED_AT_IDLE = [
  "src/components/layout/nav-drawer.tsx",
  "src/components/layout/contact-drawer.tsx",
];
