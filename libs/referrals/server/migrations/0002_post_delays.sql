ALTER TABLE "referrals"."posts" ADD COLUMN "delayed_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "referrals"."posts" ADD COLUMN "delay_reason" text;