/** See fetched-at-idle.mjs. */
export const FETCHED_AT_IDLE: readonly string[];
