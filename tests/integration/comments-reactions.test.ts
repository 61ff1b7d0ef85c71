import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as commentsPost } from '@/app/api/v1/comments/route';
import { DELETE as deleteCommentRoute } from '@/app/api/v1/comments/[id]/route';
import { GET as getReactions, POST as addReaction } from '@/app/api/v1/comments/[id]/reactions/route';
import { DELETE as removeReaction } from '@/app/api/v1/comments/[id]/[reactionId]/route';
import { commentReactions } from '@/db/schema';
import type { CommentDto, CommentList, CommentReactionDto } from '@/lib/comments/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createEngagementWorld, setCommentsEnabled, UNKNOWN_ID } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
let comment: CommentDto;
let otherComment: CommentDto;

const THUMBS = { emojiCode: '1f44d', emojiChar: '👍' };
const PARTY = { emojiCode: 'tada', emojiChar: '🎉' };

const add = (cookie: string, id: string, body: unknown) =>
  addReaction(apiRequest(`/api/v1/comments/${id}/reactions`, { method: 'POST', cookie, body }), routeParams({ id }));
const get = (cookie: string, id: string) => getReactions(apiRequest(`/api/v1/comments/${id}/reactions`, { cookie }), routeParams({ id }));
const remove = (cookie: string, id: string, reactionId: string) =>
  removeReaction(apiRequest(`/api/v1/comments/${id}/${reactionId}`, { method: 'DELETE', cookie }), routeParams({ id, reactionId }));
async function send(cookie: string, text: string): Promise<CommentDto> {
  const res = await commentsPost(
    apiRequest('/api/v1/comments', { method: 'POST', cookie, body: { level: 'workflows', id: w.published.workflow.id, comment: text } }),
    routeParams({}),
  );
  return (await res.json()).item;
}
async function added(cookie: string, id: string, body: unknown, status = 201): Promise<CommentReactionDto> {
  const res = await add(cookie, id, body);
  expect(res.status).toBe(status);
  return (await res.json()).item;
}

beforeAll(async () => {
  w = await createEngagementWorld();
  comment = await send(w.author.cookie, 'Please check step 2');
  otherComment = await send(w.viewer2.cookie, 'Another one');
});

describe('POST /api/v1/comments/{id}/reactions', () => {
  it('adds an emoji once per person: repeating it returns the same reaction', async () => {
    const first = await added(w.viewer.cookie, comment.id, THUMBS);
    expect(first).toMatchObject({ uid: w.viewer.id, displayName: 'Victor Viewer', ...THUMBS, mine: true });
    const again = await added(w.viewer.cookie, comment.id, THUMBS, 200);
    expect(again.id).toBe(first.id);
    const party = await added(w.viewer.cookie, comment.id, PARTY);
    expect(party.id).not.toBe(first.id);
    await added(w.viewer2.cookie, comment.id, THUMBS);
    const stored = await (await db()).select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
    expect(stored).toHaveLength(3);
  });

  it('refuses what is not an emoji', async () => {
    for (const body of [{ emojiCode: '1f44d', emojiChar: 'abc' }, { emojiCode: 'a b', emojiChar: '👍' }, { emojiCode: '', emojiChar: '👍' }, {}]) {
      const res = await add(w.viewer.cookie, comment.id, body);
      expect(res.status).toBe(422);
    }
    // Keycaps, flags and joined sequences are emoji too.
    await added(w.viewer3.cookie, comment.id, { emojiCode: 'one', emojiChar: '1️⃣' });
    await added(w.viewer3.cookie, comment.id, { emojiCode: 'flag-de', emojiChar: '🇩🇪' });
    await added(w.viewer3.cookie, comment.id, { emojiCode: 'family', emojiChar: '👨‍👩‍👧‍👦' });
  });

  it('answers 404 for foreign, unknown and malformed comment ids', async () => {
    expect((await add(w.foreigner.cookie, comment.id, THUMBS)).status).toBe(404);
    expect((await add(w.viewer.cookie, UNKNOWN_ID, THUMBS)).status).toBe(404);
    expect((await add(w.viewer.cookie, 'x', THUMBS)).status).toBe(404);
  });
});

describe('GET /api/v1/comments/{id}/reactions and the list’s grouping', () => {
  it('lists every reaction oldest first, marking the caller’s own', async () => {
    const res = await get(w.viewer2.cookie, comment.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: CommentReactionDto[]; total: number };
    expect(body.total).toBe(6);
    expect(body.items.slice(0, 3).map((r) => [r.emojiCode, r.uid, r.mine])).toEqual([
      ['1f44d', w.viewer.id, false],
      ['tada', w.viewer.id, false],
      ['1f44d', w.viewer2.id, true],
    ]);
  });

  it('groups reactions by emoji code in the comment list', async () => {
    const res = await commentsPost(
      apiRequest('/api/v1/comments?size=50', { method: 'POST', cookie: w.viewer.cookie, body: { level: 'workflows', id: w.published.workflow.id, withReactions: true } }),
      routeParams({}),
    );
    const list = (await res.json()) as CommentList;
    const item = list.items.find((c) => c.id === comment.id)!;
    expect(Object.keys(item.reactions!)).toEqual(['1f44d', 'tada', 'one', 'flag-de', 'family']);
    expect(item.reactions!['1f44d'].map((r) => r.displayName)).toEqual(['Victor Viewer', 'Wendy Watcher']);
    expect(list.items.find((c) => c.id === otherComment.id)!.reactions).toEqual({});
  });

  it('is refused when comments are switched off, and 404 for foreign callers', async () => {
    expect((await get(w.foreigner.cookie, comment.id)).status).toBe(404);
    await setCommentsEnabled(w.org.id, false);
    try {
      const res = await get(w.viewer.cookie, comment.id);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('comments.disabled');
    } finally {
      await setCommentsEnabled(w.org.id, true);
    }
  });
});

describe('DELETE /api/v1/comments/{id}/{reactionId}', () => {
  it('removes only the caller’s own reaction', async () => {
    const mine = await added(w.viewer.cookie, otherComment.id, PARTY);
    const others = await remove(w.viewer2.cookie, otherComment.id, mine.id);
    expect(others.status).toBe(403);
    expect((await others.json()).error.message).toBe('comments.notYourReaction');
    // Even an admin may not withdraw someone else's reaction.
    expect((await remove(w.orgAdmin.cookie, otherComment.id, mine.id)).status).toBe(403);
    const res = await remove(w.viewer.cookie, otherComment.id, mine.id);
    expect(res.status).toBe(200);
    expect((await res.json()).item).toEqual({ id: mine.id });
    expect((await remove(w.viewer.cookie, otherComment.id, mine.id)).status).toBe(404);
  });

  it('answers 404 when the reaction belongs to another comment, is unknown, malformed or foreign', async () => {
    const thumbs = await added(w.viewer.cookie, comment.id, THUMBS, 200);
    expect((await remove(w.viewer.cookie, otherComment.id, thumbs.id)).status).toBe(404);
    expect((await remove(w.viewer.cookie, comment.id, UNKNOWN_ID)).status).toBe(404);
    expect((await remove(w.viewer.cookie, comment.id, 'nope')).status).toBe(404);
    expect((await remove(w.foreigner.cookie, comment.id, thumbs.id)).status).toBe(404);
  });

  it('drops a comment’s reactions with the comment', async () => {
    const res = await deleteCommentRoute(apiRequest(`/api/v1/comments/${comment.id}`, { method: 'DELETE', cookie: w.author.cookie }), routeParams({ id: comment.id }));
    expect(res.status).toBe(200);
    const stored = await (await db()).select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
    expect(stored).toHaveLength(0);
    expect((await get(w.viewer.cookie, comment.id)).status).toBe(404);
  });
});
