CREATE TABLE "learning_host_learners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"learner_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_host_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"step_id" uuid,
	"time" double precision DEFAULT 0 NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "learning_host_learners" ADD CONSTRAINT "learning_host_learners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_host_learners" ADD CONSTRAINT "learning_host_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_host_progress" ADD CONSTRAINT "learning_host_progress_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_host_progress" ADD CONSTRAINT "learning_host_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_host_progress" ADD CONSTRAINT "learning_host_progress_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_host_learners_org_learner_uq" ON "learning_host_learners" USING btree ("organization_id","learner_id");--> statement-breakpoint
CREATE INDEX "learning_host_learners_user_idx" ON "learning_host_learners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_host_progress_user_workflow_uq" ON "learning_host_progress" USING btree ("user_id","workflow_id");--> statement-breakpoint
CREATE INDEX "learning_host_progress_org_idx" ON "learning_host_progress" USING btree ("organization_id");