CREATE TABLE "scorm_export_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" uuid,
	"workflow_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"titles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"export_type" text NOT NULL,
	"export_source" text NOT NULL,
	"resolution" integer DEFAULT 720 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error_code" text,
	"file_key" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scorm_export_processes" ADD CONSTRAINT "scorm_export_processes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_export_processes" ADD CONSTRAINT "scorm_export_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_export_processes_org_idx" ON "scorm_export_processes" USING btree ("organization_id","created_at");