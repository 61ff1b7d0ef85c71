CREATE TABLE "playlist_items" (
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text DEFAULT 'workflow' NOT NULL,
	"workflow_id" uuid,
	CONSTRAINT "playlist_items_playlist_id_position_pk" PRIMARY KEY("playlist_id","position"),
	CONSTRAINT "playlist_items_type" CHECK ("playlist_items"."type" in ('workflow', 'mm-sop'))
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid,
	"title" text NOT NULL,
	"poster_key" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"signer_id" uuid,
	"assessment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"score" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_assessment_attempts_status" CHECK ("skill_assessment_attempts"."status" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "skill_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"due_date_interval_type" text,
	"due_date_interval" integer,
	"recurrence_months" integer,
	"assigned_by_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_assignments_target" CHECK (("skill_assignments"."user_id" is null) <> ("skill_assignments"."team_id" is null)),
	CONSTRAINT "skill_assignments_due_type" CHECK ("skill_assignments"."due_date_interval_type" is null or "skill_assignments"."due_date_interval_type" in ('year', 'month', 'day'))
);
--> statement-breakpoint
CREATE TABLE "skill_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"signature" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lapses_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "skill_reminders_sent" (
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_reminders_sent_playlist_id_user_id_cycle_kind_pk" PRIMARY KEY("playlist_id","user_id","cycle","kind")
);
--> statement-breakpoint
CREATE TABLE "skill_user_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"cycle_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"lapses_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_user_progress_status" CHECK ("skill_user_progress"."status" in ('not_started', 'in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessment_attempts" ADD CONSTRAINT "skill_assessment_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessment_attempts" ADD CONSTRAINT "skill_assessment_attempts_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessment_attempts" ADD CONSTRAINT "skill_assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assignments" ADD CONSTRAINT "skill_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assignments" ADD CONSTRAINT "skill_assignments_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assignments" ADD CONSTRAINT "skill_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assignments" ADD CONSTRAINT "skill_assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assignments" ADD CONSTRAINT "skill_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_certificates" ADD CONSTRAINT "skill_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_certificates" ADD CONSTRAINT "skill_certificates_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_certificates" ADD CONSTRAINT "skill_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_reminders_sent" ADD CONSTRAINT "skill_reminders_sent_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_reminders_sent" ADD CONSTRAINT "skill_reminders_sent_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_reminders_sent" ADD CONSTRAINT "skill_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_user_progress" ADD CONSTRAINT "skill_user_progress_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_user_progress" ADD CONSTRAINT "skill_user_progress_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_user_progress" ADD CONSTRAINT "skill_user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_items_workflow_idx" ON "playlist_items" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "playlists_org_idx" ON "playlists" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "playlists_ws_idx" ON "playlists" USING btree ("organization_id","workspace_id");--> statement-breakpoint
CREATE INDEX "skill_assessment_attempts_user_idx" ON "skill_assessment_attempts" USING btree ("organization_id","playlist_id","user_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assignments_user_uq" ON "skill_assignments" USING btree ("playlist_id","user_id") WHERE "skill_assignments"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assignments_team_uq" ON "skill_assignments" USING btree ("playlist_id","team_id") WHERE "skill_assignments"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "skill_assignments_org_idx" ON "skill_assignments" USING btree ("organization_id","playlist_id");--> statement-breakpoint
CREATE INDEX "skill_assignments_user_idx" ON "skill_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "skill_assignments_team_idx" ON "skill_assignments" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_certificates_cycle_uq" ON "skill_certificates" USING btree ("playlist_id","user_id","cycle");--> statement-breakpoint
CREATE INDEX "skill_certificates_user_idx" ON "skill_certificates" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_user_progress_uq" ON "skill_user_progress" USING btree ("playlist_id","user_id");--> statement-breakpoint
CREATE INDEX "skill_user_progress_user_idx" ON "skill_user_progress" USING btree ("organization_id","user_id");