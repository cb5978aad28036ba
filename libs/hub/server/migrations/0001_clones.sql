CREATE TABLE "hub"."clones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"repo_type" text NOT NULL,
	"repo_id" text NOT NULL,
	"revision" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"status" text NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"bytes_total" bigint,
	"detail" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clones_user_repo_key" UNIQUE("user_id","repo_type","repo_id")
);
