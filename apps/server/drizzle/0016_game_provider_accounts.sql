CREATE TABLE "game_provider_health" (
	"agency_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"last_latency_ms" integer,
	CONSTRAINT "game_provider_health_agency_id_provider_pk" PRIMARY KEY("agency_id","provider")
);
--> statement-breakpoint
CREATE TABLE "game_provider_settings" (
	"agency_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"base_url" text,
	"agent" text,
	"product_id" text,
	"lobby_code" text,
	"reconcile" text NOT NULL,
	"api_key_ciphertext" text,
	"api_key_id" text,
	"api_key_last4" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_provider_settings_agency_id_provider_pk" PRIMARY KEY("agency_id","provider"),
	CONSTRAINT "game_provider_settings_kind" CHECK ("game_provider_settings"."kind" in ('sandbox', 'amb')),
	CONSTRAINT "game_provider_settings_reconcile" CHECK ("game_provider_settings"."reconcile" in ('repeat', 'none')),
	CONSTRAINT "game_provider_settings_key" CHECK (("game_provider_settings"."api_key_ciphertext" is null) = ("game_provider_settings"."api_key_id" is null) and ("game_provider_settings"."api_key_ciphertext" is null) = ("game_provider_settings"."api_key_last4" is null)),
	CONSTRAINT "game_provider_settings_amb" CHECK ("game_provider_settings"."kind" <> 'amb' or ("game_provider_settings"."api_key_ciphertext" is not null and "game_provider_settings"."base_url" is not null and "game_provider_settings"."agent" is not null and "game_provider_settings"."product_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "provider_members" ADD COLUMN "wallet" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_members" DROP CONSTRAINT "provider_members_provider_member";--> statement-breakpoint
ALTER TABLE "provider_members" DROP CONSTRAINT "provider_members_player_id_provider_pk";--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_player_id_provider_wallet_pk" PRIMARY KEY("player_id","provider","wallet");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "game_provider_health" ADD CONSTRAINT "game_provider_health_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_provider_settings" ADD CONSTRAINT "game_provider_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_provider_member" UNIQUE("provider","wallet","member_username");