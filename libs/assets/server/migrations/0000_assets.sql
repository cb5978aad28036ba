CREATE SCHEMA "assets";
--> statement-breakpoint
CREATE TABLE "assets"."files" (
	"asset_id" uuid NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text,
	"sha256" text NOT NULL,
	"cid" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_asset_id_path_pk" PRIMARY KEY("asset_id","path")
);
--> statement-breakpoint
CREATE TABLE "assets"."assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_type" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"details" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"embedding_model" text,
	"dimensions" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"use_ipfs" boolean DEFAULT false NOT NULL,
	"parent_id" uuid,
	"base_model_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets"."file_copies" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"status" text NOT NULL,
	"bytes_copied" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets"."purchases" (
	"asset_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_asset_id_buyer_id_pk" PRIMARY KEY("asset_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "assets"."files" ADD CONSTRAINT "files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "assets"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets"."file_copies" ADD CONSTRAINT "file_copies_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "assets"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets"."purchases" ADD CONSTRAINT "purchases_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "assets"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_id_idx" ON "assets"."assets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_published_idx" ON "assets"."assets" USING btree ("created_at") WHERE "assets"."assets"."is_published";--> statement-breakpoint
CREATE INDEX "file_copies_asset_id_idx" ON "assets"."file_copies" USING btree ("asset_id","updated_at");--> statement-breakpoint
CREATE INDEX "purchases_buyer_idx" ON "assets"."purchases" USING btree ("buyer_id");