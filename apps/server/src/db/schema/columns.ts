import { sql } from "drizzle-orm";
import { customType, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Money columns: decimal strings in, decimal strings out. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/** Binary data: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come out a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
