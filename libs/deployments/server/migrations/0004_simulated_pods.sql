CREATE TABLE "deployments"."simulated_pods" (
	"id" text PRIMARY KEY NOT NULL,
	"spec" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"terminated_at" timestamp (3) with time zone
);
