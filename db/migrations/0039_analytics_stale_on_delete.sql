-- Hand-written (issue 22): the rollups must follow every change to what they count, not only new
-- events. A deleted workflow takes its events with it (cascade), a deleted person leaves theirs
-- with no user (set null), and a moved workflow's views belong to its new workspace: each marks the
-- days it touches stale in the same transaction, as an inserted event does (0032), so the next
-- rebuild recomputes those days, weeks and months without it.
-- A day is marked only while its organisation exists: when the organisation itself is deleted its
-- events go by cascade too, and its rollups with it.
-- Deleted events (a workflow deleted), or updated ones (a deleted person's events set to no user):
-- the days of the rows as they were. Events are never re-timed, so an update keeps its day.
CREATE OR REPLACE FUNCTION analytics_mark_changed_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (organization_id, day)
  SELECT DISTINCT o.organization_id, (o.occurred_at AT TIME ZONE 'UTC')::date FROM old_events o
  WHERE EXISTS (SELECT 1 FROM organizations g WHERE g.id = o.organization_id)
  ON CONFLICT (organization_id, day) DO UPDATE
    SET version = analytics_dirty_days.version + 1, marked_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tracking_events_mark_dirty_on_delete AFTER DELETE ON tracking_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_changed_days();--> statement-breakpoint
CREATE TRIGGER tracking_events_mark_dirty_on_update AFTER UPDATE ON tracking_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_changed_days();--> statement-breakpoint
-- A workflow moved to another workspace, or given another length (its completions): every day it
-- was watched, through the (organisation, workflow, time) index of its events.
CREATE OR REPLACE FUNCTION analytics_mark_workflow_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (organization_id, day)
  SELECT DISTINCT e.organization_id, (e.occurred_at AT TIME ZONE 'UTC')::date FROM tracking_events e
  WHERE e.organization_id = NEW.organization_id AND e.workflow_id = NEW.id
  ON CONFLICT (organization_id, day) DO UPDATE
    SET version = analytics_dirty_days.version + 1, marked_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER workflows_mark_analytics_dirty AFTER UPDATE OF workspace_id, video_duration ON workflows
  FOR EACH ROW WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id OR OLD.video_duration IS DISTINCT FROM NEW.video_duration)
  EXECUTE FUNCTION analytics_mark_workflow_days();
