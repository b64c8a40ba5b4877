-- Links opened before a launch belonged to a session cannot be ended with one: they go (they lived two hours at most).
DELETE FROM "sandbox_launches";--> statement-breakpoint
ALTER TABLE "sandbox_launches" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_launches" ADD CONSTRAINT "sandbox_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_launches_session" ON "sandbox_launches" USING btree ("session_id");