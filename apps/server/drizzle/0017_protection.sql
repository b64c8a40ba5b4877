CREATE TABLE "player_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "player_exclusions_kind" CHECK ("player_exclusions"."kind" in ('COOL_OFF', 'SELF_EXCLUSION')),
	CONSTRAINT "player_exclusions_ends_after_start" CHECK ("player_exclusions"."until" is null or "player_exclusions"."until" > "player_exclusions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "protection_limit_changes" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(20, 2),
	"applies_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limit_changes_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "protection_limit_changes_window" CHECK ("protection_limit_changes"."confirm_by" > "protection_limit_changes"."applies_at")
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" in ('deposit', 'loss')),
	CONSTRAINT "protection_limits_period" CHECK ("protection_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "protection_limits_amount" CHECK ("protection_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_reminders" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"minutes" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_reminders_minutes" CHECK ("protection_reminders"."minutes" is null or "protection_reminders"."minutes" in (15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "past_player_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_changes" ADD CONSTRAINT "protection_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_reminders" ADD CONSTRAINT "protection_reminders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_exclusions_player_until" ON "player_exclusions" USING btree ("player_id","until");