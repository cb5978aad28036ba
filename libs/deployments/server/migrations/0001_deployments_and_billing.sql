CREATE TABLE "deployments"."deployments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"model_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"gpu_type" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_pod_id" text,
	"endpoint_url" text,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"usd_per_hour" double precision NOT NULL,
	"price_per_minute" bigint NOT NULL,
	"spend_cap" bigint,
	"cost_so_far" bigint DEFAULT 0 NOT NULL,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"charging_minute" integer,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"running_since" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "deployments_user_idx" ON "deployments"."deployments" USING btree ("user_id","created_at");