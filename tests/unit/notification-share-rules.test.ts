import { describe, expect, it } from 'vitest';
import { notificationKind } from '@/lib/notifications/present';
import { canSendShare, normalizeShareMessage, SHARE_MESSAGE_MAX } from '@/lib/notifications/share-rules';
import { shareWorkflowSchema } from '@/lib/notifications/share-schema';

const WF = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';

describe('share message rules (spec §5)', () => {
  it('turns every kind of line break into a space', () => {
    expect(normalizeShareMessage('a\nb\r\nc\rd')).toBe('a b c d');
  });
  it('allows sending with a recipient and at most 140 characters', () => {
    expect(canSendShare('', 1)).toBe(true);
    expect(canSendShare('x'.repeat(SHARE_MESSAGE_MAX), 1)).toBe(true);
    expect(canSendShare('x'.repeat(SHARE_MESSAGE_MAX + 1), 1)).toBe(false);
    expect(canSendShare('hello', 0)).toBe(false);
  });
  it('the server schema trims, removes line breaks and needs someone', () => {
    expect(shareWorkflowSchema.parse({ workflowId: WF, message: ' hi\nthere ', users: [USER] })).toEqual({ workflowId: WF, message: 'hi there', users: [USER], teams: [] });
    expect(shareWorkflowSchema.safeParse({ workflowId: WF, message: 'x'.repeat(141), users: [USER] }).success).toBe(false);
    expect(shareWorkflowSchema.safeParse({ workflowId: WF, users: [], teams: [] }).success).toBe(false);
    expect(shareWorkflowSchema.safeParse({ workflowId: WF, users: ['not-a-uuid'] }).success).toBe(false);
  });
});

describe('card kinds (spec §3)', () => {
  it('maps each type to its card', () => {
    expect(['share-workflow', 'review-workflow', 'workflow-reaction'].map(notificationKind)).toEqual(['WORKFLOW', 'WORKFLOW', 'WORKFLOW']);
    expect(['assign-skill', 'publish-skill', 'unpublish-skill', 'remind-skill'].map(notificationKind)).toEqual(['SKILL', 'SKILL', 'SKILL', 'SKILL']);
    expect(['assign-skill-due', 'remind-skill-overdue', 'remind-skill-left-days'].map(notificationKind)).toEqual(['SKILL_SYSTEM', 'SKILL_SYSTEM', 'SKILL_SYSTEM']);
    expect(notificationKind('user-workflow-retrain')).toBe('SKILL_QUIZ');
    expect(notificationKind('share-multimodal-sop')).toBe('MULTIMODAL_SOP');
  });
});
