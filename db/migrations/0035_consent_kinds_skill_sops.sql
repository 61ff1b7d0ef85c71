ALTER TABLE "consents" ADD COLUMN "kind" text DEFAULT 'terms' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD COLUMN "sop_id" uuid;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_org_idx" ON "consents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_tracking_uq" ON "consents" USING btree ("organization_id") WHERE "consents"."kind" = 'tracking';--> statement-breakpoint
CREATE INDEX "playlist_items_sop_idx" ON "playlist_items" USING btree ("sop_id");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind" CHECK ("consents"."kind" in ('terms', 'tracking'));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tracking_optional" CHECK ("consents"."kind" <> 'tracking' or not "consents"."mandatory");--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_target" CHECK (("playlist_items"."type" = 'workflow' and "playlist_items"."workflow_id" is not null and "playlist_items"."sop_id" is null) or ("playlist_items"."type" = 'mm-sop' and "playlist_items"."sop_id" is not null and "playlist_items"."workflow_id" is null));