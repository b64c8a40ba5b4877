CREATE TABLE "credit_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"from_provider" text NOT NULL,
	"to_provider" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"status" text NOT NULL,
	"request_key" text,
	"transferred_out_at" timestamp with time zone,
	"returning_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_transfers_status" CHECK ("credit_transfers"."status" in ('PENDING', 'SUCCESS', 'FAILED')),
	CONSTRAINT "credit_transfers_amount" CHECK ("credit_transfers"."amount" > 0),
	CONSTRAINT "credit_transfers_providers" CHECK ("credit_transfers"."from_provider" <> "credit_transfers"."to_provider"),
	CONSTRAINT "credit_transfers_legs" CHECK (("credit_transfers"."returning_at" is null or "credit_transfers"."transferred_out_at" is not null) and ("credit_transfers"."status" <> 'SUCCESS' or ("credit_transfers"."transferred_out_at" is not null and "credit_transfers"."returning_at" is null)))
);
--> statement-breakpoint
ALTER TABLE "credit_transfers" ADD CONSTRAINT "credit_transfers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transfers" ADD CONSTRAINT "credit_transfers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transfers_code_unique" ON "credit_transfers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "credit_transfers_player_created" ON "credit_transfers" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transfers_player_request_key" ON "credit_transfers" USING btree ("player_id","request_key") WHERE "credit_transfers"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transfers_one_pending_per_player" ON "credit_transfers" USING btree ("player_id") WHERE "credit_transfers"."status" = 'PENDING';