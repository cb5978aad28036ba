CREATE TABLE "notifications"."events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"topic" text NOT NULL,
	"user_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "events_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notifications"."notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'unread' NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_source_unique" UNIQUE("source","source_id"),
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('transfer_received', 'bagels_bought', 'bonus', 'refund', 'clone_finished', 'clone_failed', 'fine_tune_finished', 'fine_tune_failed', 'deployment_running', 'deployment_failed', 'deployment_stopped')),
	CONSTRAINT "notifications_status_check" CHECK (status in ('unread', 'read')),
	CONSTRAINT "notifications_source_check" CHECK (source in ('ledger', 'event'))
);
--> statement-breakpoint
CREATE INDEX "events_unpublished_idx" ON "notifications"."events" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications"."notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications"."notifications" USING btree ("user_id") WHERE status = 'unread';