ALTER TABLE "workflows" ADD COLUMN "pipeline_lease_id" uuid;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "pipeline_lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "workflows_pipeline_lease_idx" ON "workflows" USING btree ("pipeline_lease_expires_at") WHERE "workflows"."pipeline_lease_id" is not null;--> statement-breakpoint
CREATE INDEX "workflows_blocked_idx" ON "workflows" USING btree ("updated_at") WHERE "workflows"."blocked" is not null;