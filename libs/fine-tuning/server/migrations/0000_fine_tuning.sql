CREATE SCHEMA "fine_tuning";
--> statement-breakpoint
CREATE TABLE "fine_tuning"."configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configs_user_name_key" UNIQUE("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "fine_tuning"."job_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fine_tuning"."jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"trainer" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dataset_tokens" bigint NOT NULL,
	"estimate_hours" double precision NOT NULL,
	"estimate_hundredths" bigint NOT NULL,
	"gpu_hours" double precision,
	"charged_hundredths" bigint,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"total_steps" integer,
	"error" text,
	"queue_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_model_id_unique" UNIQUE("model_id")
);
--> statement-breakpoint
CREATE TABLE "fine_tuning"."loss_points" (
	"job_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"epoch" double precision NOT NULL,
	"loss" double precision NOT NULL,
	CONSTRAINT "loss_points_job_id_step_pk" PRIMARY KEY("job_id","step")
);
--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "fine_tuning"."job_events" USING btree ("job_id","id");