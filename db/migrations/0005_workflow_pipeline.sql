CREATE TABLE "workflow_views" (
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"step_id" uuid,
	"position" real DEFAULT 0 NOT NULL,
	"played_seconds" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_views_workflow_id_user_id_pk" PRIMARY KEY("workflow_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "hls_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "duplicated_from_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_views" ADD CONSTRAINT "workflow_views_step_id_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_views_user_idx" ON "workflow_views" USING btree ("organization_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "workflows_org_author_idx" ON "workflows" USING btree ("organization_id","author_id");