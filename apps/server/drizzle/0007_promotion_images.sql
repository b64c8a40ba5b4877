CREATE TABLE "images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"agency_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_sha256" CHECK ("images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "images_content_type" CHECK ("images"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "images_size" CHECK ("images"."size" > 0 and "images"."size" <= 1048576 and "images"."size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;