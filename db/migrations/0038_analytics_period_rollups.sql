CREATE TABLE "analytics_members" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_members_organization_id_kind_entity_id_pk" PRIMARY KEY("organization_id","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_period_totals" (
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"views" integer NOT NULL,
	"completions" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"users" integer NOT NULL,
	"workflows" integer NOT NULL,
	"user_bits" bit varying NOT NULL,
	"workflow_bits" bit varying NOT NULL,
	CONSTRAINT "analytics_period_totals_organization_id_workspace_id_grain_start_pk" PRIMARY KEY("organization_id","workspace_id","grain","start")
);
--> statement-breakpoint
CREATE TABLE "analytics_period_workflows" (
	"organization_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"completions" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"user_bits" bit varying NOT NULL,
	CONSTRAINT "analytics_period_workflows_organization_id_grain_start_workflow_id_workspace_id_pk" PRIMARY KEY("organization_id","grain","start","workflow_id","workspace_id")
);
--> statement-breakpoint
DROP TABLE "analytics_activity_days" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_totals" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_workflows" CASCADE;--> statement-breakpoint
ALTER TABLE "analytics_members" ADD CONSTRAINT "analytics_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_totals" ADD CONSTRAINT "analytics_period_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_workflows" ADD CONSTRAINT "analytics_period_workflows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_workflows" ADD CONSTRAINT "analytics_period_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_pwf_workflow_idx" ON "analytics_period_workflows" USING btree ("organization_id","workflow_id","grain","start");--> statement-breakpoint
-- Hand-written: the period rollups are derived from the per-user rows when a day is rebuilt, so
-- every day that already has rollup rows is marked stale once to fill them (the job catches up).
INSERT INTO analytics_dirty_days (organization_id, day)
SELECT DISTINCT organization_id, day FROM analytics_daily_workflow_users
ON CONFLICT (organization_id, day) DO UPDATE SET version = analytics_dirty_days.version + 1, marked_at = now();
