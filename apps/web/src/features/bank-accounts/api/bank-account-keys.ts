// Apart from the query so main.tsx's seeding brings the key alone; under ["player"] so logout drops it.
export const bankAccountKeys = { all: ["player", "bank-accounts"] as const };
