CREATE TABLE "assets"."multipart_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets"."multipart_uploads" ADD CONSTRAINT "multipart_uploads_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "assets"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "multipart_uploads_user_id_idx" ON "assets"."multipart_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "multipart_uploads_started_at_idx" ON "assets"."multipart_uploads" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "file_copies_copying_idx" ON "assets"."file_copies" USING btree ("updated_at") WHERE "assets"."file_copies"."status" = 'copying';