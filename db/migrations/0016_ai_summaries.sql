CREATE TABLE "ai_summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"activate" boolean DEFAULT false NOT NULL,
	"provider" text,
	"language_code" text NOT NULL,
	"content" jsonb DEFAULT '{"summary":{"highlights":[],"contents":[]},"sop":[]}'::jsonb NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error_key" text,
	"sentences" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_summaries_workflow_uq" ON "ai_summaries" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "ai_summaries_org_idx" ON "ai_summaries" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "workflows_terms_fts_idx" ON "workflows" USING gin (jsonb_to_tsvector('simple', "terms", '["string"]')) WITH (fastupdate=false);