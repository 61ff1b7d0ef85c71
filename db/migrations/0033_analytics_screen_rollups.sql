CREATE TABLE "analytics_activity_days" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"entity_id" uuid NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "analytics_activity_days_organization_id_kind_workspace_id_year_entity_id_pk" PRIMARY KEY("organization_id","kind","workspace_id","year","entity_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"organization_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"completions" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"users" integer NOT NULL,
	"workflows" integer NOT NULL,
	CONSTRAINT "analytics_daily_totals_organization_id_workspace_id_day_pk" PRIMARY KEY("organization_id","workspace_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_workflows" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"completions" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	CONSTRAINT "analytics_daily_workflows_organization_id_workflow_id_day_pk" PRIMARY KEY("organization_id","workflow_id","day")
);
--> statement-breakpoint
DROP INDEX "analytics_dwu_wf_day_idx";--> statement-breakpoint
ALTER TABLE "analytics_activity_days" ADD CONSTRAINT "analytics_activity_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD CONSTRAINT "analytics_daily_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_workflows" ADD CONSTRAINT "analytics_daily_workflows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_workflows" ADD CONSTRAINT "analytics_daily_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_dwf_day_cover_idx" ON "analytics_daily_workflows" USING btree ("organization_id","day","workspace_id","workflow_id","views","completions","watch_seconds");--> statement-breakpoint
CREATE INDEX "analytics_dwu_wf_day_user_idx" ON "analytics_daily_workflow_users" USING btree ("organization_id","workflow_id","day","user_id");--> statement-breakpoint
-- Hand-written: the screen rollups are derived from the per-user rows when a day is rebuilt, so
-- every day that already has rollup rows is marked stale once to fill them (the job catches up).
INSERT INTO analytics_dirty_days (organization_id, day)
SELECT DISTINCT organization_id, day FROM analytics_daily_workflow_users
ON CONFLICT (organization_id, day) DO UPDATE SET version = analytics_dirty_days.version + 1, marked_at = now();
