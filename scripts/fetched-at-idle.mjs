// Used by the web build, which acts on it, and check-bundle.mjs, which verifies it.

/** The menu drawers, fetched once idle without links ahead so the first tap opens at once. */
export const FETCHED_AT_IDLE = [
  "src/components/layout/nav-drawer.tsx",
  "src/components/layout/contact-drawer.tsx",
];
