import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "../../db/schema/columns.ts";

/** The sandbox gateway's own books: the payments a bank would have recorded. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: id(),
  orderCode: text("order_code").notNull().unique(),
  amount: text("amount").notNull(),
  currency: text("currency").notNull(),
  reference: text("reference").notNull().unique(),
  paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
});
