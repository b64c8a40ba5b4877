CREATE TABLE "login_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"agency_id" uuid,
	"order_code" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"unmatched_reason" text,
	"resolution" text,
	"credit_order_code" text,
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_reference" UNIQUE("gateway","reference"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('CREDITED', 'UNMATCHED', 'RESOLVED')),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_resolution" CHECK (("payments"."status" = 'RESOLVED') = ("payments"."resolution" is not null))
);
--> statement-breakpoint
DROP INDEX "deposit_orders_one_open_per_player";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "recovered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_player" ON "login_devices" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "payments_agency_status" ON "payments" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_code");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_agency_status" ON "deposit_orders" USING btree ("agency_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_one_open_per_player" ON "deposit_orders" USING btree ("player_id") WHERE "deposit_orders"."status" = 'OPEN' or ("deposit_orders"."status" = 'PAID' and not "deposit_orders"."recovered");--> statement-breakpoint
ALTER TABLE "amount_limits" ADD CONSTRAINT "amount_limits_bounds" CHECK ("amount_limits"."min" >= 0 and "amount_limits"."max" >= "amount_limits"."min");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('OPEN', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED'));--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_amounts" CHECK ("deposit_orders"."amount" > 0 and "deposit_orders"."credit" >= 0 and "deposit_orders"."bonus" >= 0 and "deposit_orders"."rate" > 0);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."buy" > 0 and "exchange_rates"."sell" > 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'dead'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0);--> statement-breakpoint
ALTER TABLE "sandbox_members" ADD CONSTRAINT "sandbox_members_balance_not_negative" CHECK ("sandbox_members"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_amount_positive" CHECK ("sandbox_transfers"."amount" > 0);--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_direction" CHECK ("sandbox_transfers"."direction" in ('in', 'out'));--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('OPEN', 'SUCCESS', 'REJECTED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_amounts" CHECK ("withdrawal_orders"."amount" > 0 and "withdrawal_orders"."credit_received" >= 0 and "withdrawal_orders"."credit_returned" >= 0 and "withdrawal_orders"."bonus_deducted" >= 0 and "withdrawal_orders"."payout" >= 0 and "withdrawal_orders"."rate" > 0);--> statement-breakpoint
-- Payments heard of before this table existed: the credited ones, and those nobody ever looked at,
-- which now wait for staff in the unmatched list. One row per gateway reference (a query and a
-- webhook of the same payment were recorded twice), the credited record first.
INSERT INTO "payments" ("gateway", "reference", "agency_id", "order_code", "amount", "currency", "paid_at", "received_at", "status", "unmatched_reason", "credit_order_code")
SELECT DISTINCT ON (e."gateway", e."reference")
	e."gateway", e."reference", o."agency_id", e."order_code", e."amount"::numeric, e."currency",
	e."received_at", e."received_at",
	CASE WHEN e."outcome" = 'PAID' THEN 'CREDITED' ELSE 'UNMATCHED' END,
	CASE
		WHEN e."outcome" = 'PAID' THEN NULL
		WHEN o."code" IS NULL THEN 'UNKNOWN_ORDER'
		WHEN e."currency" <> o."currency" THEN 'CURRENCY_MISMATCH'
		WHEN e."amount"::numeric <> o."amount" THEN 'AMOUNT_MISMATCH'
		ELSE 'ORDER_SETTLED'
	END,
	CASE WHEN e."outcome" = 'PAID' THEN e."order_code" ELSE NULL END
FROM "payment_events" e
LEFT JOIN "deposit_orders" o ON o."code" = e."order_code"
ORDER BY e."gateway", e."reference", (e."outcome" = 'PAID') DESC, e."received_at"
ON CONFLICT DO NOTHING;
