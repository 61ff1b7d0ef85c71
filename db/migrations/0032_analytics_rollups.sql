CREATE TABLE "analytics_daily_steps" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_steps_organization_id_day_workflow_id_step_id_pk" PRIMARY KEY("organization_id","day","workflow_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_workflow_users" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"workspace_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"completions" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_daily_workflow_users_organization_id_day_workflow_id_user_id_pk" PRIMARY KEY("organization_id","day","workflow_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_dirty_days_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_steps" ADD CONSTRAINT "analytics_daily_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_steps" ADD CONSTRAINT "analytics_daily_steps_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_workflow_users" ADD CONSTRAINT "analytics_daily_workflow_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_workflow_users" ADD CONSTRAINT "analytics_daily_workflow_users_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dirty_days" ADD CONSTRAINT "analytics_dirty_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_ds_wf_idx" ON "analytics_daily_steps" USING btree ("organization_id","workflow_id","day");--> statement-breakpoint
CREATE INDEX "analytics_dwu_ws_day_idx" ON "analytics_daily_workflow_users" USING btree ("organization_id","workspace_id","day");--> statement-breakpoint
CREATE INDEX "analytics_dwu_wf_day_idx" ON "analytics_daily_workflow_users" USING btree ("organization_id","workflow_id","day");--> statement-breakpoint
CREATE INDEX "analytics_dirty_marked_idx" ON "analytics_dirty_days" USING btree ("marked_at");--> statement-breakpoint
CREATE INDEX "tracking_events_org_time_idx" ON "tracking_events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
-- Hand-written: every inserted tracking event marks its (organisation, UTC day) stale, in the
-- inserting transaction and once per statement (set-based, through the transition table).
CREATE OR REPLACE FUNCTION analytics_mark_dirty_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (organization_id, day)
  SELECT DISTINCT n.organization_id, (n.occurred_at AT TIME ZONE 'UTC')::date FROM new_events n
  ON CONFLICT (organization_id, day) DO UPDATE
    SET version = analytics_dirty_days.version + 1, marked_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tracking_events_mark_dirty AFTER INSERT ON tracking_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_dirty_days();--> statement-breakpoint
-- Events stored before the rollups existed: every day they touch is stale once.
INSERT INTO analytics_dirty_days (organization_id, day)
SELECT DISTINCT organization_id, (occurred_at AT TIME ZONE 'UTC')::date FROM tracking_events
ON CONFLICT DO NOTHING;
