CREATE TABLE "session"."demo_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session"."demo_grants" ADD CONSTRAINT "demo_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "session"."users"("id") ON DELETE cascade ON UPDATE no action;