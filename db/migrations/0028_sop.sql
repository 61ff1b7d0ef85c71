CREATE TABLE "multimodal_sop_execution_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"execution_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text NOT NULL,
	"at" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multimodal_sop_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sop_id" uuid NOT NULL,
	"sop_version" integer NOT NULL,
	"user_id" uuid,
	"skill_id" uuid,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"confirmed_name" text,
	"head_hash" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "multimodal_sop_executions_status" CHECK ("multimodal_sop_executions"."status" in ('in-progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "multimodal_sop_items" (
	"id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"sop_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "multimodal_sop_items_sop_id_id_pk" PRIMARY KEY("sop_id","id")
);
--> statement-breakpoint
CREATE TABLE "multimodal_sop_likes" (
	"organization_id" uuid NOT NULL,
	"sop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multimodal_sop_likes_sop_id_user_id_pk" PRIMARY KEY("sop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "multimodal_sop_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sop_id" uuid NOT NULL,
	"user_id" uuid,
	"device_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multimodal_sop_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sop_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multimodal_sops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"author_id" uuid,
	"type" text DEFAULT 'manually' NOT NULL,
	"source_workflow_id" uuid,
	"language_code" text DEFAULT 'en-us' NOT NULL,
	"title" text DEFAULT 'Untitled SOP' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"status_error" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"allow_duplicate" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multimodal_sops_type" CHECK ("multimodal_sops"."type" in ('manually', 'pdf', 'workflow', 'sop')),
	CONSTRAINT "multimodal_sops_status" CHECK ("multimodal_sops"."status" in ('processing', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "multimodal_sop_execution_entries" ADD CONSTRAINT "multimodal_sop_execution_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_execution_entries" ADD CONSTRAINT "multimodal_sop_execution_entries_execution_id_multimodal_sop_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."multimodal_sop_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_executions" ADD CONSTRAINT "multimodal_sop_executions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_executions" ADD CONSTRAINT "multimodal_sop_executions_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_executions" ADD CONSTRAINT "multimodal_sop_executions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_executions" ADD CONSTRAINT "multimodal_sop_executions_skill_id_playlists_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_items" ADD CONSTRAINT "multimodal_sop_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_items" ADD CONSTRAINT "multimodal_sop_items_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_likes" ADD CONSTRAINT "multimodal_sop_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_likes" ADD CONSTRAINT "multimodal_sop_likes_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_likes" ADD CONSTRAINT "multimodal_sop_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_usage" ADD CONSTRAINT "multimodal_sop_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_usage" ADD CONSTRAINT "multimodal_sop_usage_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_usage" ADD CONSTRAINT "multimodal_sop_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_versions" ADD CONSTRAINT "multimodal_sop_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_versions" ADD CONSTRAINT "multimodal_sop_versions_sop_id_multimodal_sops_id_fk" FOREIGN KEY ("sop_id") REFERENCES "public"."multimodal_sops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sop_versions" ADD CONSTRAINT "multimodal_sop_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sops" ADD CONSTRAINT "multimodal_sops_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sops" ADD CONSTRAINT "multimodal_sops_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sops" ADD CONSTRAINT "multimodal_sops_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimodal_sops" ADD CONSTRAINT "multimodal_sops_source_workflow_id_workflows_id_fk" FOREIGN KEY ("source_workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "multimodal_sop_execution_entries_uq" ON "multimodal_sop_execution_entries" USING btree ("execution_id","seq");--> statement-breakpoint
CREATE INDEX "multimodal_sop_executions_sop_idx" ON "multimodal_sop_executions" USING btree ("organization_id","sop_id","started_at");--> statement-breakpoint
CREATE INDEX "multimodal_sop_items_org_id_idx" ON "multimodal_sop_items" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "multimodal_sop_likes_user_idx" ON "multimodal_sop_likes" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "multimodal_sop_usage_idx" ON "multimodal_sop_usage" USING btree ("organization_id","sop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "multimodal_sop_versions_uq" ON "multimodal_sop_versions" USING btree ("sop_id","version");--> statement-breakpoint
CREATE INDEX "multimodal_sops_org_ws_idx" ON "multimodal_sops" USING btree ("organization_id","workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "multimodal_sops_author_idx" ON "multimodal_sops" USING btree ("organization_id","author_id","updated_at");