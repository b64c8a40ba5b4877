ALTER TABLE "players" DROP CONSTRAINT "players_agency_username";--> statement-breakpoint
CREATE UNIQUE INDEX "players_agency_username" ON "players" USING btree ("agency_id","username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_agency_display_name" ON "players" USING btree ("agency_id",lower("display_name") text_pattern_ops);