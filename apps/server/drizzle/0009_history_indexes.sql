ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_code_unique";--> statement-breakpoint
ALTER TABLE "withdrawal_orders" DROP CONSTRAINT "withdrawal_orders_code_unique";--> statement-breakpoint
DROP INDEX "deposit_orders_agency_status";--> statement-breakpoint
DROP INDEX "payments_agency_status";--> statement-breakpoint
DROP INDEX "withdrawal_orders_agency_status";--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_code_unique" ON "deposit_orders" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "deposit_orders_agency_created" ON "deposit_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_agency_status_created" ON "deposit_orders" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_agency_credited" ON "deposit_orders" USING btree ("agency_id","updated_at","credit") WHERE "deposit_orders"."status" = 'SUCCESS';--> statement-breakpoint
CREATE INDEX "jobs_agency_status_updated" ON "jobs" USING btree ("agency_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_agency_updated" ON "jobs" USING btree ("agency_id","updated_at");--> statement-breakpoint
CREATE INDEX "payments_agency_status_received" ON "payments" USING btree ("agency_id","status","received_at");--> statement-breakpoint
CREATE INDEX "payments_agency_received" ON "payments" USING btree ("agency_id","received_at");--> statement-breakpoint
CREATE INDEX "players_agency_created" ON "players" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_code_unique" ON "withdrawal_orders" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "withdrawal_orders_agency_created" ON "withdrawal_orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_agency_status_created" ON "withdrawal_orders" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_agency_paid" ON "withdrawal_orders" USING btree ("agency_id","updated_at","credit_received") WHERE "withdrawal_orders"."status" = 'SUCCESS';