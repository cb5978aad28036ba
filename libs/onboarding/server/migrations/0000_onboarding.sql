CREATE SCHEMA "onboarding";
--> statement-breakpoint
CREATE TABLE "onboarding"."onboarding_steps" (
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_steps_pkey" PRIMARY KEY("user_id","step"),
	CONSTRAINT "onboarding_steps_step_check" CHECK (step in ('create_dataset', 'create_model', 'fine_tune_model'))
);
