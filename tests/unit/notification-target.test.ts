import { describe, expect, it } from 'vitest';
import { badgeLabel, notificationTarget as targetInBuild, notificationWording } from '@/lib/notifications/present';
import { INSTALLED_ROUTES, type InstalledRoutes } from '@/lib/shell/installed-routes';

// The spec's targets are tested with every route family installed; this build's gate below.
const ALL = Object.fromEntries(Object.keys(INSTALLED_ROUTES).map((f) => [f, true])) as InstalledRoutes;
const notificationTarget = (n: Parameters<typeof targetInBuild>[0]) => targetInBuild(n, ALL);
const SKILL_TYPES = ['assign-skill', 'publish-skill', 'unpublish-skill', 'remind-skill', 'assign-skill-due', 'remind-skill-overdue', 'remind-skill-left-days'];
const base = { workflowId: 'wf1', skillId: 'sk1', multimodalSopId: 'sop1' };
const senders = (...names: string[]) => names.map((senderName, i) => ({ senderId: `u${i}`, senderName, counter: 1, read: false }));

describe('notification click targets (spec §4)', () => {
  it('opens the player for shares, reactions and retraining', () => {
    for (const type of ['share-workflow', 'workflow-reaction', 'user-workflow-retrain']) {
      expect(notificationTarget({ ...base, type })).toEqual({ href: '/playermain/wf1', delayMs: 0 });
    }
  });

  it('opens the builder for a review request and the smart instruction for its share', () => {
    expect(notificationTarget({ ...base, type: 'review-workflow' })).toEqual({ href: '/buildermain/wf1', delayMs: 0 });
    expect(notificationTarget({ ...base, type: 'share-multimodal-sop' })).toEqual({ href: '/smart-instruction/sop1', delayMs: 0 });
  });

  it('opens the skill player after 300 ms for every skill type', () => {
    for (const type of SKILL_TYPES) {
      expect(notificationTarget({ ...base, type })).toEqual({ href: '/skillplayer?skillId=sk1', delayMs: 300 });
    }
  });

  it('has no target when the item it points at is missing or the type is unknown', () => {
    expect(notificationTarget({ ...base, workflowId: null, type: 'share-workflow' })).toBeNull();
    expect(notificationTarget({ ...base, type: 'something-else' })).toBeNull();
  });
});

describe('notification click targets in a build without some pages', () => {
  const without = (off: Partial<InstalledRoutes>) => ({ ...ALL, ...off });

  it('sends a review request to the player while the builder is not installed', () => {
    expect(targetInBuild({ ...base, type: 'review-workflow' }, without({ builder: false }))).toEqual({ href: '/playermain/wf1', delayMs: 0 });
    expect(targetInBuild({ ...base, type: 'review-workflow' }, without({ builder: false, player: false }))).toBeNull();
  });

  it('gives skill and smart instruction notifications no target while their pages are not installed', () => {
    for (const type of SKILL_TYPES) expect(targetInBuild({ ...base, type }, without({ skills: false }))).toBeNull();
    expect(targetInBuild({ ...base, type: 'share-multimodal-sop' }, without({ smartInstruction: false }))).toBeNull();
    expect(targetInBuild({ ...base, type: 'share-workflow' }, without({ skills: false, builder: false }))).toEqual({ href: '/playermain/wf1', delayMs: 0 });
  });

  it('uses the registry of this build by default', () => {
    // The builder is installed: a review request opens it (spec 02 §4).
    expect(targetInBuild({ ...base, type: 'review-workflow' })).toEqual({ href: '/buildermain/wf1', delayMs: 0 });
    // So is the skill player (issue 20): skill notifications open it after the spec's 300 ms.
    expect(targetInBuild({ ...base, type: 'assign-skill' })).toEqual({ href: '/skillplayer?skillId=sk1', delayMs: 300 });
    // Smart instructions are installed (issue 21): their share opens the smart instruction.
    expect(targetInBuild({ ...base, type: 'share-multimodal-sop' })).toEqual({ href: '/smart-instruction/sop1', delayMs: 0 });
  });
});

describe('reaction wording (spec §9)', () => {
  const summary = { title: 'Torque check' };
  it('names one or two reacting users', () => {
    expect(notificationWording({ type: 'workflow-reaction', activity: senders('Ann'), summary })).toEqual({
      key: 'text.reactionOne',
      values: { a: 'Ann', title: 'Torque check' },
    });
    expect(notificationWording({ type: 'workflow-reaction', activity: senders('Ann', 'Bo'), summary })).toEqual({
      key: 'text.reactionTwo',
      values: { a: 'Ann', b: 'Bo', title: 'Torque check' },
    });
  });

  it('counts the others beyond the first two', () => {
    expect(notificationWording({ type: 'workflow-reaction', activity: senders('Ann', 'Bo', 'Cy', 'Di'), summary })).toEqual({
      key: 'text.reactionMany',
      values: { a: 'Ann', b: 'Bo', count: 2, title: 'Torque check' },
    });
  });

  it('words other types with the sender and the title', () => {
    expect(notificationWording({ type: 'share-workflow', activity: senders('Ann'), summary })).toEqual({
      key: 'text.shareWorkflow',
      values: { sender: 'Ann', title: 'Torque check' },
    });
    expect(notificationWording({ type: 'remind-skill-left-days', activity: [], summary: { playlistTitle: 'Onboarding', dueDaysLeft: 3 } })).toEqual({
      key: 'text.remindSkillLeftDays',
      values: { title: 'Onboarding', days: 3 },
    });
  });
});

describe('badge', () => {
  it('caps at 99+ and is empty at zero', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
