CREATE TABLE "withdrawal_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"credit_received" numeric(20, 2) NOT NULL,
	"credit_returned" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"bonus_deducted" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"payout" numeric(20, 2) NOT NULL,
	"payout_currency" text NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text NOT NULL,
	"transferred_out_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_player_created" ON "withdrawal_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_agency_status" ON "withdrawal_orders" USING btree ("agency_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_one_open_per_player" ON "withdrawal_orders" USING btree ("player_id") WHERE "withdrawal_orders"."status" = 'OPEN';