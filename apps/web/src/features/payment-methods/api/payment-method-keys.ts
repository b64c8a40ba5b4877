// Apart from the query, so the page's seeding (main.tsx) brings the key alone.
export const paymentMethodKeys = { all: ["payment-methods"] as const };
