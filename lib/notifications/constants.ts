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
