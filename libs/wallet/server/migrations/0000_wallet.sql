CREATE SCHEMA "wallet";
--> statement-breakpoint
CREATE TABLE "wallet"."accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"code" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"spent_fine_tuning" bigint DEFAULT 0 NOT NULL,
	"spent_llm_inference" bigint DEFAULT 0 NOT NULL,
	"spent_image_generation" bigint DEFAULT 0 NOT NULL,
	"spent_video_generation" bigint DEFAULT 0 NOT NULL,
	"spent_asset_purchase" bigint DEFAULT 0 NOT NULL,
	"spent_other" bigint DEFAULT 0 NOT NULL,
	"spent_transferred" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_owner_check" CHECK ((kind = 'user' and user_id is not null and code is null) or (kind = 'system' and code is not null and user_id is null)),
	CONSTRAINT "accounts_code_check" CHECK (code is null or code in ('payments_clearing', 'platform_revenue', 'referral_pool', 'demo_grants')),
	CONSTRAINT "accounts_user_balance_non_negative" CHECK (kind <> 'user' or balance >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet"."entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"counterparty" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_amount_check" CHECK (amount <> 0),
	CONSTRAINT "entries_transaction_type_check" CHECK (transaction_type in ('credit', 'deposit', 'refund', 'debit', 'withdrawal', 'payment', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "wallet"."idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "wallet"."outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet"."transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_kind_check" CHECK (kind in ('deposit', 'transfer', 'credit', 'payment', 'refund', 'withdrawal')),
	CONSTRAINT "transfers_category_check" CHECK (category is null or category in ('fine_tuning', 'llm_inference', 'image_generation', 'video_generation', 'asset_purchase', 'other'))
);
--> statement-breakpoint
ALTER TABLE "wallet"."entries" ADD CONSTRAINT "entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "wallet"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet"."entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "wallet"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_id_key" ON "wallet"."accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code_key" ON "wallet"."accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "entries_account_history_idx" ON "wallet"."entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entries_transfer_id_idx" ON "wallet"."entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "wallet"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
INSERT INTO "wallet"."accounts" ("kind", "code") VALUES ('system', 'payments_clearing'), ('system', 'platform_revenue'), ('system', 'referral_pool'), ('system', 'demo_grants');
