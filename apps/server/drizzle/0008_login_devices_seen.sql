DROP INDEX "login_devices_player";--> statement-breakpoint
CREATE INDEX "login_devices_player_seen" ON "login_devices" USING btree ("player_id","last_seen_at");