CREATE TABLE "staff_alert_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"chat_id" text NOT NULL,
	"alert" jsonb NOT NULL,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "staff_alert_lines_topic" CHECK ("staff_alert_lines"."topic" in ('withdrawals', 'deposits', 'exceptions', 'security'))
);
--> statement-breakpoint
CREATE TABLE "staff_alert_service_watch" (
	"agency_id" uuid NOT NULL,
	"service" text NOT NULL,
	"failing_since" timestamp with time zone,
	"down_told_at" timestamp with time zone,
	"credit_told_at" timestamp with time zone,
	CONSTRAINT "staff_alert_service_watch_agency_id_service_pk" PRIMARY KEY("agency_id","service")
);
--> statement-breakpoint
CREATE TABLE "staff_alert_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"bot_token_ciphertext" text,
	"bot_token_key_id" text,
	"bot_token_last4" text,
	"language" text NOT NULL,
	"withdrawals_chat" text,
	"deposits_chat" text,
	"exceptions_chat" text,
	"security_chat" text,
	"deposit_alert_above" numeric(20, 2) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_alert_settings_language" CHECK ("staff_alert_settings"."language" in ('lo', 'th', 'cn', 'vn')),
	CONSTRAINT "staff_alert_settings_token" CHECK (("staff_alert_settings"."bot_token_ciphertext" is null) = ("staff_alert_settings"."bot_token_key_id" is null) and ("staff_alert_settings"."bot_token_ciphertext" is null) = ("staff_alert_settings"."bot_token_last4" is null)),
	CONSTRAINT "staff_alert_settings_threshold" CHECK ("staff_alert_settings"."deposit_alert_above" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_login_addresses" (
	"staff_id" uuid NOT NULL,
	"address" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_login_addresses_staff_id_address_pk" PRIMARY KEY("staff_id","address")
);
--> statement-breakpoint
ALTER TABLE "staff_alert_lines" ADD CONSTRAINT "staff_alert_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_service_watch" ADD CONSTRAINT "staff_alert_service_watch_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_settings" ADD CONSTRAINT "staff_alert_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_login_addresses" ADD CONSTRAINT "staff_login_addresses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_alert_lines_chat" ON "staff_alert_lines" USING btree ("agency_id","chat_id","sent_at");