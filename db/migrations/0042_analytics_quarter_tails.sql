-- Hand-written (issue 22): the per-workflow rollups gain quarters and quarter tails (grain `tail`:
-- from a day to the end of its quarter), so the workflow lists read a range's first days as one
-- row per workflow and its last months as one quarter (lib/analytics/periods.ts). Both are derived
-- here from the day rows already rolled up, as the rollup job derives them when it rebuilds a day
-- (lib/analytics/rollup-screens.ts): no event is read again. Tails only for quarters that ended
-- before the organisation's last rolled-up day (a rebuild of a day in the current quarter then
-- rewrites none; the readers fall back to months, weeks and days there). Bitmaps are widened to the
-- organisation's numbered people before they are ORed (they grow as people are numbered).
INSERT INTO analytics_period_workflows
  (organization_id, grain, start, workspace_id, workflow_id, views, completions, watch_seconds, last_viewed_at, user_bits)
SELECT d.organization_id, 'quarter', date_trunc('quarter', d.start::timestamp)::date, d.workspace_id, d.workflow_id,
  sum(d.views), sum(d.completions), sum(d.watch_seconds), max(d.last_viewed_at),
  bit_or(substring(d.user_bits || coalesce(z.users, ''::varbit) for length(coalesce(z.users, ''::varbit))))
FROM analytics_period_workflows d
LEFT JOIN (SELECT m.organization_id AS org, repeat('0', max(m.n) + 1)::varbit AS users FROM analytics_members m WHERE m.kind = 'user' GROUP BY m.organization_id) z
  ON z.org = d.organization_id
WHERE d.grain = 'day'
GROUP BY d.organization_id, date_trunc('quarter', d.start::timestamp)::date, d.workspace_id, d.workflow_id;
--> statement-breakpoint
INSERT INTO analytics_period_workflows
  (organization_id, grain, start, workspace_id, workflow_id, views, completions, watch_seconds, last_viewed_at, user_bits)
SELECT x.org, 'tail', x.day, x.workspace_id, x.workflow_id, x.views, x.completions, x.watch_seconds, x.last_viewed_at, x.user_bits
FROM (SELECT k.organization_id AS org, g.day::date AS day, k.workspace_id, k.workflow_id, count(d.workflow_id) OVER w AS n,
    sum(d.views) OVER w AS views, sum(d.completions) OVER w AS completions, sum(d.watch_seconds) OVER w AS watch_seconds,
    max(d.last_viewed_at) OVER w AS last_viewed_at,
    bit_or(substring(d.user_bits || coalesce(z.users, ''::varbit) for length(coalesce(z.users, ''::varbit)))) OVER w AS user_bits
  FROM analytics_period_workflows k
  LEFT JOIN (SELECT m.organization_id AS org, repeat('0', max(m.n) + 1)::varbit AS users FROM analytics_members m WHERE m.kind = 'user' GROUP BY m.organization_id) z
    ON z.org = k.organization_id
  JOIN (SELECT t.organization_id AS org, max(t.start) AS last FROM analytics_period_totals t
    WHERE t.workspace_id = '00000000-0000-0000-0000-000000000000' AND t.grain = 'day' GROUP BY t.organization_id) l
    ON l.org = k.organization_id AND (k.start + interval '3 months')::date - 1 < l.last
  CROSS JOIN generate_series(k.start::timestamp, k.start::timestamp + interval '3 months' - interval '1 day', interval '1 day') g(day)
  LEFT JOIN analytics_period_workflows d ON d.organization_id = k.organization_id AND d.grain = 'day' AND d.start = g.day::date
    AND d.workflow_id = k.workflow_id AND d.workspace_id = k.workspace_id
    AND d.start BETWEEN k.start AND (k.start + interval '3 months')::date - 1
  WHERE k.grain = 'quarter'
  WINDOW w AS (PARTITION BY k.organization_id, k.start, k.workflow_id, k.workspace_id ORDER BY g.day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)) x
WHERE x.n > 0
-- In the order they are read (a range reads one day's tails): rows of one day share heap pages.
ORDER BY x.org, x.day, x.workflow_id;
