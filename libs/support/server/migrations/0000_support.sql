CREATE SCHEMA "support";
--> statement-breakpoint
CREATE TABLE "support"."contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "support"."contact_messages" USING btree ("user_id","created_at");