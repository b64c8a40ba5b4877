CREATE TABLE "payment_gateway_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"base_url" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"secret_key_ciphertext" text,
	"secret_key_id" text,
	"secret_key_last4" text,
	"webhook_token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_settings_webhook_token" UNIQUE("webhook_token"),
	CONSTRAINT "payment_gateway_settings_kind" CHECK ("payment_gateway_settings"."kind" in ('sandbox', 'phajay')),
	CONSTRAINT "payment_gateway_settings_key" CHECK (("payment_gateway_settings"."secret_key_ciphertext" is null) = ("payment_gateway_settings"."secret_key_id" is null) and ("payment_gateway_settings"."secret_key_ciphertext" is null) = ("payment_gateway_settings"."secret_key_last4" is null)),
	CONSTRAINT "payment_gateway_settings_phajay_key" CHECK ("payment_gateway_settings"."kind" <> 'phajay' or "payment_gateway_settings"."secret_key_ciphertext" is not null)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "qr_payload" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "qr_deeplink" text;--> statement-breakpoint
ALTER TABLE "payment_gateway_settings" ADD CONSTRAINT "payment_gateway_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_gateway_reference" ON "deposit_orders" USING btree ("gateway","gateway_reference");