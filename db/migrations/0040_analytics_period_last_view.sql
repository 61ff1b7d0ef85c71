ALTER TABLE "analytics_period_workflows" ADD COLUMN "last_viewed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the period rows get their last view when their days are rebuilt, so every day that
-- has rollup rows is marked stale once to fill them (the job catches up; the drill-down reads them).
INSERT INTO analytics_dirty_days (organization_id, day)
SELECT DISTINCT organization_id, day FROM analytics_daily_workflow_users
ON CONFLICT (organization_id, day) DO UPDATE SET version = analytics_dirty_days.version + 1, marked_at = now();
