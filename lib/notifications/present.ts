import { builderLink, playerLink, skillPlayerLink, smartInstructionLink } from '@/lib/access/spec-links';
import { INSTALLED_ROUTES, isRouteInstalled, type InstalledRoutes } from '@/lib/shell/installed-routes';
import { SKILL_NOTIFICATION_TYPES, type NotificationKind, type NotificationType } from './constants';
import type { NotificationActivity, NotificationSummary, NotificationTarget, NotificationWording } from './schema';

type Targetable = { type: string; workflowId: string | null; skillId: string | null; multimodalSopId: string | null };

/** Delay before opening the skill player, so the bell panel closes first (spec §9). */
export const SKILL_NAVIGATION_DELAY_MS = 300;

const isSkillType = (type: string) => (SKILL_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** Spec §4: where clicking a notification goes; null when the item has nothing to open. */
function specTarget(n: Targetable): NotificationTarget | null {
  const at = (href: string, delayMs = 0) => ({ href, delayMs });
  switch (n.type) {
    case 'share-workflow':
    case 'workflow-reaction':
    case 'user-workflow-retrain':
      return n.workflowId ? at(playerLink(n.workflowId)) : null;
    case 'review-workflow':
      return n.workflowId ? at(builderLink(n.workflowId)) : null;
    case 'share-multimodal-sop':
      return n.multimodalSopId ? at(smartInstructionLink(n.multimodalSopId)) : null;
    default:
      if (isSkillType(n.type) && n.skillId) {
        return at(skillPlayerLink(n.skillId), SKILL_NAVIGATION_DELAY_MS);
      }
      return null;
  }
}

/**
 * Where a click goes in this build: the spec's target when its page is installed
 * (lib/shell/installed-routes.ts) — a review request opens the builder. In a build without the
 * builder a review request would open the player, where the author previews and publishes; other
 * targets without a page give no target, and the click only marks the entry read.
 */
export function notificationTarget(n: Targetable, installed: InstalledRoutes = INSTALLED_ROUTES): NotificationTarget | null {
  const target = specTarget(n);
  if (!target || isRouteInstalled(target.href, installed)) return target;
  if (n.type === 'review-workflow' && n.workflowId) {
    const player = playerLink(n.workflowId);
    return isRouteInstalled(player, installed) ? { href: player, delayMs: 0 } : null;
  }
  return null;
}

const SIMPLE_KEYS: Partial<Record<NotificationType, string>> = {
  'share-workflow': 'text.shareWorkflow',
  'review-workflow': 'text.reviewWorkflow',
  'assign-skill': 'text.assignSkill',
  'publish-skill': 'text.publishSkill',
  'unpublish-skill': 'text.unpublishSkill',
  'remind-skill': 'text.remindSkill',
  'remind-skill-overdue': 'text.remindSkillOverdue',
  'user-workflow-retrain': 'text.retrainWorkflow',
  'share-multimodal-sop': 'text.shareMultimodalSop',
};

type Wordable = { type: string; activity: NotificationActivity[]; summary: NotificationSummary };

/**
 * The message id (in the `notifications` namespace) and its values. Reactions have three forms
 * (spec §9): one sender, two senders, and "a, b and N others" where N = senders − 2. An empty
 * `sender` or `title` means unknown; the UI shows its "someone" / "untitled" words instead.
 */
export function notificationWording(n: Wordable): NotificationWording {
  const names = n.activity.map((a) => a.senderName);
  const title = n.summary.title ?? n.summary.playlistTitle ?? '';
  const sender = names[0] ?? '';
  if (n.type === 'workflow-reaction') {
    if (names.length <= 1) return { key: 'text.reactionOne', values: { a: sender, title } };
    if (names.length === 2) return { key: 'text.reactionTwo', values: { a: names[0], b: names[1], title } };
    return { key: 'text.reactionMany', values: { a: names[0], b: names[1], count: names.length - 2, title } };
  }
  if (n.type === 'assign-skill-due') {
    return {
      key: 'text.assignSkillDue',
      values: { sender, title, count: n.summary.dueDateInterval ?? 0, unit: n.summary.dueDateIntervalType ?? 'day' },
    };
  }
  if (n.type === 'remind-skill-left-days') {
    return { key: 'text.remindSkillLeftDays', values: { title, days: n.summary.dueDaysLeft ?? 0 } };
  }
  const key = SIMPLE_KEYS[n.type as NotificationType];
  return key ? { key, values: { sender, title } } : { key: 'text.generic', values: { sender, title } };
}

const KINDS: Partial<Record<string, NotificationKind>> = {
  'share-multimodal-sop': 'MULTIMODAL_SOP',
  'assign-skill': 'SKILL',
  'publish-skill': 'SKILL',
  'unpublish-skill': 'SKILL',
  'remind-skill': 'SKILL',
  // Sent by the schedule, not by a person.
  'assign-skill-due': 'SKILL_SYSTEM',
  'remind-skill-overdue': 'SKILL_SYSTEM',
  'remind-skill-left-days': 'SKILL_SYSTEM',
  // A failed quiz asks for a retrain: the quiz card.
  'user-workflow-retrain': 'SKILL_QUIZ',
};

/** Spec §3 card kind of a type: workflow shares, reviews and reactions (and anything unknown) are WORKFLOW cards. */
export const notificationKind = (type: string): NotificationKind => KINDS[type] ?? 'WORKFLOW';

/** The bell's badge: nothing at zero, the number up to 99, then "99+" (spec §9). */
export function badgeLabel(newCount: number): string | null {
  if (newCount <= 0) return null;
  return newCount > 99 ? '99+' : String(newCount);
}
