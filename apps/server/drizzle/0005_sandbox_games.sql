CREATE TABLE "sandbox_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"member_username" text NOT NULL,
	"game_code" text,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"member_username" text NOT NULL,
	"game_code" text NOT NULL,
	"bet" numeric(18, 2) NOT NULL,
	"win" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_rounds_amounts" CHECK ("sandbox_rounds"."bet" > 0 and "sandbox_rounds"."win" >= 0 and "sandbox_rounds"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_rounds_member" ON "sandbox_rounds" USING btree ("provider","member_username","id");