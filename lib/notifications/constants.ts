// Plain values shared by the server and the bell (kept free of zod to keep the client bundle small).

export const NOTIFICATION_TYPES = [
  'workflow-reaction',
  'share-workflow',
  'review-workflow',
  'assign-skill',
  'publish-skill',
  'unpublish-skill',
  'remind-skill',
  'assign-skill-due',
  'remind-skill-overdue',
  'remind-skill-left-days',
  'user-workflow-retrain',
  'share-multimodal-sop',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const SKILL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'assign-skill',
  'publish-skill',
  'unpublish-skill',
  'remind-skill',
  'assign-skill-due',
  'remind-skill-overdue',
  'remind-skill-left-days',
];

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Spec §3 card kinds: how a notification's card looks. */
export const NOTIFICATION_KINDS = ['WORKFLOW', 'SKILL', 'SKILL_SYSTEM', 'SKILL_QUIZ', 'MULTIMODAL_SOP'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec §9: the bell lists the last 30 days, at most 500 notifications. */
export const NOTIFICATIONS_WINDOW_DAYS = 30;
export const NOTIFICATIONS_LIMIT = 500;
