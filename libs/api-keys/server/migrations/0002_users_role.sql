-- edge's role of each user, which edge pushes with every change. Users provisioned before this start as 'user'
-- until edge pushes their role again.
ALTER TABLE "api_keys"."users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys"."users" ADD CONSTRAINT "users_role_check" CHECK ("api_keys"."users"."role" in ('user', 'admin', 'waitlist'));