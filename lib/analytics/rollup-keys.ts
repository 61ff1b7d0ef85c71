/** Rollup row of events whose user was deleted (tracking_events.user_id set null). */
export const NO_USER = '00000000-0000-0000-0000-000000000000';
/** `workspace_id` of the organisation-wide rows of analytics_period_totals. */
export const ORG_WIDE = '00000000-0000-0000-0000-000000000000';
