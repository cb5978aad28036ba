-- IF NOT EXISTS: api creates this schema too when both apps share one database.
CREATE SCHEMA IF NOT EXISTS "admin";
--> statement-breakpoint
CREATE TABLE "admin"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
