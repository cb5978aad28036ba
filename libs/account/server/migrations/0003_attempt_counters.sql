-- Rate limits count attempts per bucket, reserved before the password is hashed; the failure log they replace
-- held at most 15 minutes of failures, which an upgrade forgets.
CREATE TABLE "account"."attempt_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "account"."sign_in_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "attempt_counters_resets_at_idx" ON "account"."attempt_counters" USING btree ("resets_at");