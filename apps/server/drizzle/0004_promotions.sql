CREATE TABLE "agency_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"promotion_credit_threshold" numeric(20, 2) DEFAULT '5.00' NOT NULL,
	CONSTRAINT "agency_settings_threshold" CHECK ("agency_settings"."promotion_credit_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"bonus" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"bonus_removed" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"end_reason" text,
	"used_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "promotion_usages_status" CHECK ("promotion_usages"."status" in ('USED', 'SUCCESS', 'CANCELED')),
	CONSTRAINT "promotion_usages_amounts" CHECK ("promotion_usages"."bonus" >= 0 and "promotion_usages"."bonus_removed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"providers" jsonb NOT NULL,
	"deposit_credit" numeric(20, 2) NOT NULL,
	"bonus_credit" numeric(20, 2) NOT NULL,
	"max_credit" numeric(20, 2) NOT NULL,
	"required_credit" numeric(20, 2) NOT NULL,
	"withdraw_all" boolean NOT NULL,
	"deduct_bonus_on_withdraw" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_status" CHECK ("promotions"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('FIRST_DEPOSIT', 'ANY')),
	CONSTRAINT "promotions_credits" CHECK ("promotions"."deposit_credit" > 0 and "promotions"."bonus_credit" >= 0 and "promotions"."max_credit" > 0 and "promotions"."required_credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "promotion_usage_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "promotion_usage_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usages" ADD CONSTRAINT "promotion_usages_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_usages_one_in_use_per_player" ON "promotion_usages" USING btree ("player_id") WHERE "promotion_usages"."status" = 'USED';--> statement-breakpoint
CREATE INDEX "promotion_usages_player_used" ON "promotion_usages" USING btree ("player_id","used_at");--> statement-breakpoint
CREATE INDEX "promotions_agency_status" ON "promotions" USING btree ("agency_id","status");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_promotion_usage_id_promotion_usages_id_fk" FOREIGN KEY ("promotion_usage_id") REFERENCES "public"."promotion_usages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_promotion_usage_id_promotion_usages_id_fk" FOREIGN KEY ("promotion_usage_id") REFERENCES "public"."promotion_usages"("id") ON DELETE no action ON UPDATE no action;