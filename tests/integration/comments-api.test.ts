import { beforeAll, describe, expect, it } from 'vitest';
import { POST as commentsPost } from '@/app/api/v1/comments/route';
import { DELETE as deleteCommentRoute, PUT as putComment } from '@/app/api/v1/comments/[id]/route';
import type { CommentDto, CommentList } from '@/lib/comments/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createEngagementWorld, setCommentsEnabled, UNKNOWN_ID } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
const noParams = routeParams({});

const post = (cookie: string | undefined, body: unknown, query = '', headers: Record<string, string> = {}) =>
  commentsPost(apiRequest(`/api/v1/comments${query}`, { method: 'POST', cookie, body, headers }), noParams);
const send = (cookie: string, id: string, comment: string) => post(cookie, { level: 'workflows', id, comment });
const list = (cookie: string, id: string, query = '', withReactions = true) => post(cookie, { level: 'workflows', id, withReactions }, query);
const put = (cookie: string, id: string, body: unknown) =>
  putComment(apiRequest(`/api/v1/comments/${id}`, { method: 'PUT', cookie, body }), routeParams({ id }));
const del = (cookie: string, id: string) => deleteCommentRoute(apiRequest(`/api/v1/comments/${id}`, { method: 'DELETE', cookie }), routeParams({ id }));

async function sent(cookie: string, id: string, comment: string): Promise<CommentDto> {
  const res = await send(cookie, id, comment);
  expect(res.status).toBe(201);
  return (await res.json()).item;
}
const errorOf = async (res: Response) => (await res.json()).error;

beforeAll(async () => {
  w = await createEngagementWorld();
});

describe('POST /api/v1/comments (send)', () => {
  it('stores a trimmed comment and returns it with the caller’s rights', async () => {
    const item = await sent(w.viewer.cookie, w.published.workflow.id, '  Great walkthrough!  ');
    expect(item).toMatchObject({
      level: 'workflows',
      workflowId: w.published.workflow.id,
      comment: 'Great walkthrough!',
      uid: w.viewer.id,
      displayName: 'Victor Viewer',
      avatarUrl: null,
      edited: false,
      canEdit: true,
      canDelete: true,
      reactions: {},
    });
  });

  it('accepts exactly 1000 characters and refuses empty, blank and 1001-character comments', async () => {
    expect((await send(w.viewer.cookie, w.published.workflow.id, 'x'.repeat(1000))).status).toBe(201);
    for (const [text, key] of [['', 'comments.empty'], ['   \n\t ', 'comments.empty'], ['y'.repeat(1001), 'comments.tooLong']]) {
      const res = await send(w.viewer.cookie, w.published.workflow.id, text);
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('invalid_input');
      expect(error.issues).toEqual([expect.objectContaining({ path: 'comment', message: key })]);
    }
    const badLevel = await post(w.viewer.cookie, { level: 'steps', id: w.published.workflow.id, comment: 'hi' });
    expect(badLevel.status).toBe(422);
    const badJson = await post(w.viewer.cookie, '{not json');
    expect(badJson.status).toBe(400);
  });

  it('answers 404 for unknown, malformed, foreign, private and (for viewers) unpublished workflows', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', w.foreignWf.workflow.id, w.privateWf.workflow.id, w.unpublished.workflow.id]) {
      const res = await send(w.viewer.cookie, id, 'hello');
      expect(res.status, id).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    // The foreign organisation's own admin cannot reach our workflow either.
    expect((await send(w.foreigner.cookie, w.published.workflow.id, 'hello')).status).toBe(404);
  });

  it('lets an author comment on their unpublished workflow while reviewing it', async () => {
    const item = await sent(w.author.cookie, w.unpublished.workflow.id, 'Note to self: trim the intro');
    expect(item.workflowId).toBe(w.unpublished.workflow.id);
  });

  it('needs a session, a same-origin request and the organisation’s comments permission', async () => {
    expect((await post(undefined, { level: 'workflows', id: w.published.workflow.id, comment: 'hi' })).status).toBe(401);
    const crossSite = await post(w.viewer.cookie, { level: 'workflows', id: w.published.workflow.id, comment: 'hi' }, '', { origin: 'https://evil.example.com' });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).message).toBe('errors.bad_origin');
    await setCommentsEnabled(w.org.id, false);
    try {
      const res = await send(w.viewer.cookie, w.published.workflow.id, 'hi');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'forbidden', message: 'comments.disabled' });
      expect((await list(w.viewer.cookie, w.published.workflow.id)).status).toBe(403);
    } finally {
      await setCommentsEnabled(w.org.id, true);
    }
  });
});

describe('POST /api/v1/comments (list)', () => {
  let wfId: string;
  beforeAll(async () => {
    // A fresh workflow so earlier sends do not disturb the counts.
    wfId = (await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id })).workflow.id;
    for (let i = 0; i < 5; i++) await sent(i % 2 ? w.viewer2.cookie : w.viewer.cookie, wfId, `comment ${i}`);
  });

  it('lists newest first with page (from 0) and size, and the total', async () => {
    const res = await list(w.viewer.cookie, wfId, '?page=0&size=2');
    expect(res.status).toBe(200);
    const body = (await res.json()) as CommentList;
    expect(body).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(body.items.map((c) => c.comment)).toEqual(['comment 4', 'comment 3']);
    const last = (await (await list(w.viewer.cookie, wfId, '?page=2&size=2')).json()) as CommentList;
    expect(last.items.map((c) => c.comment)).toEqual(['comment 0']);
    const all = (await (await list(w.viewer.cookie, wfId)).json()) as CommentList;
    expect(all.size).toBe(100);
    expect(all.items).toHaveLength(5);
  });

  it('marks what each caller may edit or delete', async () => {
    const rights = async (cookie: string) =>
      ((await (await list(cookie, wfId)).json()) as CommentList).items.map((c) => [c.comment, c.canEdit, c.canDelete]);
    expect(await rights(w.viewer.cookie)).toContainEqual(['comment 0', true, true]);
    expect(await rights(w.viewer.cookie)).toContainEqual(['comment 1', false, false]);
    expect((await rights(w.wsAdmin.cookie)).every(([, edit, del]) => edit === false && del === true)).toBe(true);
    expect((await rights(w.orgAdmin.cookie)).every(([, edit, del]) => edit === false && del === true)).toBe(true);
    expect((await rights(w.otherWsAdmin.cookie)).every(([, edit, del]) => edit === false && del === false)).toBe(true);
  });

  it('leaves reactions out unless asked', async () => {
    const body = (await (await list(w.viewer.cookie, wfId, '', false)).json()) as CommentList;
    expect(body.items[0]).not.toHaveProperty('reactions');
    const withReactions = (await (await list(w.viewer.cookie, wfId)).json()) as CommentList;
    expect(withReactions.items[0].reactions).toEqual({});
  });

  it('validates paging and refuses foreign or private workflows', async () => {
    expect((await list(w.viewer.cookie, wfId, '?size=101')).status).toBe(422);
    expect((await list(w.viewer.cookie, wfId, '?page=-1')).status).toBe(422);
    expect((await post(w.viewer.cookie, { level: 'workflows' })).status).toBe(422);
    expect((await list(w.viewer.cookie, w.foreignWf.workflow.id)).status).toBe(404);
    expect((await list(w.foreigner.cookie, wfId)).status).toBe(404);
    expect((await list(w.viewer.cookie, w.privateWf.workflow.id)).status).toBe(404);
  });
});

describe('PUT /api/v1/comments/{commentId}', () => {
  it('lets the author change the text and marks it edited', async () => {
    const c = await sent(w.viewer.cookie, w.published.workflow.id, 'first take');
    await new Promise((r) => setTimeout(r, 5));
    const res = await put(w.viewer.cookie, c.id, { comment: ' second take ' });
    expect(res.status).toBe(200);
    const item = (await res.json()).item as CommentDto;
    expect(item).toMatchObject({ id: c.id, comment: 'second take', edited: true, reactions: {} });
    expect(Date.parse(item.updatedAt)).toBeGreaterThan(Date.parse(item.createdAt));
  });

  it('refuses an unchanged, empty or too long text', async () => {
    const c = await sent(w.viewer.cookie, w.published.workflow.id, 'same text');
    const unchanged = await put(w.viewer.cookie, c.id, { comment: '  same text ' });
    expect(unchanged.status).toBe(422);
    expect(await errorOf(unchanged)).toMatchObject({ code: 'invalid_input', message: 'comments.unchanged' });
    expect((await put(w.viewer.cookie, c.id, { comment: '   ' })).status).toBe(422);
    expect((await put(w.viewer.cookie, c.id, { comment: 'z'.repeat(1001) })).status).toBe(422);
  });

  it('is for the author only: others are refused, foreign and unknown ids are 404', async () => {
    const c = await sent(w.viewer.cookie, w.published.workflow.id, 'mine to edit');
    for (const cookie of [w.viewer2.cookie, w.wsAdmin.cookie, w.orgAdmin.cookie]) {
      const res = await put(cookie, c.id, { comment: 'hijack' });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('comments.notAuthor');
    }
    expect((await put(w.foreigner.cookie, c.id, { comment: 'hijack' })).status).toBe(404);
    expect((await put(w.viewer.cookie, UNKNOWN_ID, { comment: 'x' })).status).toBe(404);
    expect((await put(w.viewer.cookie, 'nope', { comment: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/v1/comments/{commentId}', () => {
  it('lets the author, an org admin and the workspace’s admin delete', async () => {
    for (const cookie of [w.viewer.cookie, w.orgAdmin.cookie, w.wsAdmin.cookie]) {
      const c = await sent(w.viewer.cookie, w.published.workflow.id, 'to be removed');
      const res = await del(cookie, c.id);
      expect(res.status).toBe(200);
      expect((await res.json()).item).toEqual({ id: c.id });
      expect((await del(cookie, c.id)).status).toBe(404);
    }
  });

  it('refuses other viewers and admins of other workspaces; foreign callers get 404', async () => {
    const c = await sent(w.viewer.cookie, w.published.workflow.id, 'stays');
    for (const cookie of [w.viewer2.cookie, w.otherWsAdmin.cookie, w.author.cookie]) {
      const res = await del(cookie, c.id);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('comments.cannotDelete');
    }
    expect((await del(w.foreigner.cookie, c.id)).status).toBe(404);
    const still = (await (await list(w.viewer.cookie, w.published.workflow.id)).json()) as CommentList;
    expect(still.items.some((i) => i.id === c.id)).toBe(true);
  });
});
