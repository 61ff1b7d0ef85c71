CREATE TABLE "users_smart_compares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reference_kind" text NOT NULL,
	"workflow_id" uuid,
	"step_id" uuid,
	"reference_video_key" text,
	"user_video_key" text NOT NULL,
	"user_upload_id" uuid,
	"multimodal_sop_id" uuid,
	"sop_item_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users_smart_compares" ADD CONSTRAINT "users_smart_compares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_smart_compares" ADD CONSTRAINT "users_smart_compares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_smart_compares_org_user_idx" ON "users_smart_compares" USING btree ("organization_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_smart_compares_org_sop_idx" ON "users_smart_compares" USING btree ("organization_id","multimodal_sop_id","created_at" DESC NULLS LAST) WHERE "users_smart_compares"."multimodal_sop_id" is not null;