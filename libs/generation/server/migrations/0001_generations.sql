CREATE TABLE "generation"."generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"size" text NOT NULL,
	"seconds" integer,
	"status" text NOT NULL,
	"error" text,
	"provider" text NOT NULL,
	"charged_hundredths" bigint NOT NULL,
	"content_type" text,
	"storage_key" text,
	"queue_job_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "generations_user_key_unique" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "generations_gallery_idx" ON "generation"."generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);