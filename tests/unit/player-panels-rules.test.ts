import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDraft, DELETE_AFTER_MS, emojiCodeOf, HIGHLIGHT_MS, isNearBottom, mergeComments, reactionChips } from '@/components/player/panels/comments/comment-rules';
import { PICKER_EMOJIS } from '@/components/player/panels/comments/emoji-picker';
import { ReactionQueue } from '@/components/player/panels/reactions/reaction-queue';
import { formatReactionCount, isTap, mainReaction, nextReaction, withMine } from '@/components/player/panels/reactions/reaction-rules';
import { addCommentReactionSchema, type CommentDto } from '@/lib/comments/schema';
import type { WorkflowReactionsDto } from '@/lib/reactions/schema';

const comment = (id: string, extra: Partial<CommentDto> = {}): CommentDto => ({
  id,
  level: 'workflows',
  workflowId: 'wf',
  comment: `text ${id}`,
  uid: 'u1',
  displayName: 'Ann',
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  edited: false,
  canEdit: true,
  canDelete: true,
  ...extra,
});

describe('comment drafts (spec 02 §5)', () => {
  it('trims and refuses empty text', () => {
    expect(checkDraft('   ')).toEqual({ text: '', isTooLong: false, canSubmit: false });
    expect(checkDraft('  hi  ')).toEqual({ text: 'hi', isTooLong: false, canSubmit: true });
  });
  it('allows 1000 characters and flags 1001', () => {
    expect(checkDraft('a'.repeat(1000)).canSubmit).toBe(true);
    expect(checkDraft(`  ${'a'.repeat(1000)}  `).canSubmit).toBe(true);
    expect(checkDraft('a'.repeat(1001))).toMatchObject({ isTooLong: true, canSubmit: false });
  });
  it('needs an edit to differ from the original, and nothing goes while busy', () => {
    expect(checkDraft('same ', { original: 'same' }).canSubmit).toBe(false);
    expect(checkDraft('changed', { original: 'same' }).canSubmit).toBe(true);
    expect(checkDraft('changed', { original: 'same', busy: true }).canSubmit).toBe(false);
  });
  it('keeps the spec timings', () => {
    expect(HIGHLIGHT_MS).toEqual({ created: 1500, updated: 1500, deleted: 500 });
    expect(DELETE_AFTER_MS).toBe(300);
  });
});

describe('comment list', () => {
  it('merges pages newest first without repeating a comment pushed to the next page', () => {
    const merged = mergeComments([[comment('c'), comment('b')], [comment('b'), comment('a')]], new Set(['c']));
    expect(merged.map((c) => c.id)).toEqual(['b', 'a']);
  });
  it('loads more only near the bottom', () => {
    expect(isNearBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
  it('groups emoji reactions into chips with the caller’s own id', () => {
    const r = (id: string, mine: boolean) => ({ id, uid: id, displayName: `P${id}`, emojiCode: '1f44d', emojiChar: '👍', createdAt: '', mine });
    const chips = reactionChips({ '1f44d': [r('1', false), r('2', true)], '1f525': [] });
    expect(chips).toEqual([{ emojiCode: '1f44d', emojiChar: '👍', count: 2, mineId: '2', names: ['P1', 'P2'] }]);
  });
  it('gives every picker emoji a code and character the server accepts', () => {
    expect(emojiCodeOf('👍')).toBe('1f44d');
    expect(emojiCodeOf('❤️')).toBe('2764-fe0f');
    for (const emoji of PICKER_EMOJIS) expect(addCommentReactionSchema.safeParse({ emojiChar: emoji, emojiCode: emojiCodeOf(emoji) }).success, emoji).toBe(true);
  });
});

describe('workflow reactions (spec 02 §4 Reaction)', () => {
  const dto: WorkflowReactionsDto = { workflowId: 'wf', counts: { like_it: 2, great_content: 1, well_presented: 0, nice_production: 0 }, total: 3, mine: 'great_content', users: [] };
  it('toggles: the current reaction removes it, another replaces it', () => {
    expect(nextReaction('like_it', 'like_it')).toBeNull();
    expect(nextReaction('like_it', 'well_presented')).toBe('well_presented');
    expect(nextReaction(null, mainReaction(null))).toBe('like_it');
    expect(mainReaction('nice_production')).toBe('nice_production');
  });
  it('tells a tap from a long press at 500 ms', () => {
    expect(isTap(499)).toBe(true);
    expect(isTap(500)).toBe(false);
  });
  it('shows at most two digits', () => {
    expect(formatReactionCount(0)).toBe('0');
    expect(formatReactionCount(99)).toBe('99');
    expect(formatReactionCount(100)).toBe('99+');
  });
  it('adjusts counts for an optimistic choice', () => {
    expect(withMine(dto, 'like_it')).toMatchObject({ counts: { like_it: 3, great_content: 0 }, total: 3, mine: 'like_it' });
    expect(withMine(dto, null)).toMatchObject({ counts: { great_content: 0 }, total: 2, mine: null });
    expect(withMine({ ...dto, mine: null }, 'like_it')).toMatchObject({ total: 4 });
  });
});

describe('ReactionQueue: 300 ms debounce, one request at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    let server: string | null = null;
    const sent: Array<string | null> = [];
    let release: (() => void) | null = null;
    const idle = vi.fn();
    const queue = new ReactionQueue({
      current: () => server as never,
      send: (target) =>
        new Promise<void>((resolve) => {
          sent.push(target);
          release = () => {
            server = target;
            resolve();
          };
        }),
      onIdle: idle,
    });
    return { queue, sent, idle, finish: () => release?.() };
  }

  it('sends only the last of quick clicks, 300 ms after it', async () => {
    const { queue, sent, idle, finish } = setup();
    queue.choose('like_it');
    await vi.advanceTimersByTimeAsync(200);
    queue.choose(null);
    queue.choose('great_content');
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['great_content']);
    finish();
    await vi.runAllTimersAsync();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('waits for the running request before sending the next choice, and skips a no-op', async () => {
    const { queue, sent, finish } = setup();
    queue.choose('like_it');
    await vi.advanceTimersByTimeAsync(300);
    queue.choose(null);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual(['like_it']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['like_it', null]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    queue.choose(null);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual(['like_it', null]);
  });
});
