ALTER TABLE "consents" ADD COLUMN "kind" text DEFAULT 'terms' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "consents_org_idx" ON "consents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_tracking_uq" ON "consents" USING btree ("organization_id") WHERE "consents"."kind" = 'tracking';--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind" CHECK ("consents"."kind" in ('terms', 'tracking'));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tracking_optional" CHECK ("consents"."kind" <> 'tracking' or not "consents"."mandatory");