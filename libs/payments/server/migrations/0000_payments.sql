CREATE SCHEMA "payments";
--> statement-breakpoint
CREATE TABLE "payments"."card_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "card_payments_amount_check" CHECK ("payments"."card_payments"."amount_usd_cents" > 0),
	CONSTRAINT "card_payments_status_check" CHECK ("payments"."card_payments"."status" in ('requires_payment_method', 'processing', 'succeeded', 'canceled', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "card_payments_user_id_idx" ON "payments"."card_payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_client_secret_key" ON "payments"."card_payments" USING btree ("client_secret");