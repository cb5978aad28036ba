CREATE TABLE "referrals"."codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"friends_joined" integer DEFAULT 0 NOT NULL,
	"inviter_bonus_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals"."oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals"."posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"referral_code" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"quote_tweet_id" text,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"network_post_id" text,
	"url" text,
	"error" text,
	"queue_job_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "posts_user_key_unique" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "referrals"."redemptions" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"friend_bonus_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_inviter_position_unique" UNIQUE("inviter_id","position"),
	CONSTRAINT "redemptions_position_check" CHECK ("referrals"."redemptions"."position" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "referrals"."social_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"network_user_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scope" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals"."redemptions" ADD CONSTRAINT "redemptions_inviter_id_codes_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "referrals"."codes"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_user_idx" ON "referrals"."oauth_states" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "posts_user_code_idx" ON "referrals"."posts" USING btree ("user_id","referral_code","created_at" DESC NULLS LAST);