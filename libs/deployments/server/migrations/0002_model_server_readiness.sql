ALTER TABLE "deployments"."deployments" ADD COLUMN "container_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployments"."deployments" ADD COLUMN "server_last_error" text;