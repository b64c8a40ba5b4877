import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { bytea, createdAt } from "./columns.ts";

/** Stored once per SHA-256 of their bytes, so an image's URL never changes; the agency is the first uploader. */
export const images = pgTable(
  "images",
  {
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type", { enum: ["image/png", "image/jpeg", "image/webp"] }).notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("images_sha256", sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check("images_content_type", sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check(
      "images_size",
      sql`${table.size} > 0 and ${table.size} <= 1048576 and ${table.size} = octet_length(${table.bytes})`,
    ),
  ],
);
