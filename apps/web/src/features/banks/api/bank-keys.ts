// Apart from the query, so the page's seeding (main.tsx) brings the key alone.
export const bankKeys = { all: ["banks"] as const };
