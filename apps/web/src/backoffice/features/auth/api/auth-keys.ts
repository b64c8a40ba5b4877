/** The signed-in staff member, outside any agency's keys: switching agency keeps them. */
export const authKeys = { me: ["backoffice", "me"] as const };
