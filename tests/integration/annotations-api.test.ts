import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upsertRoute } from '@/app/api/v1/annotations/batch-upsert/route';
import { POST as getByStepsRoute } from '@/app/api/v1/annotations/get-by-steps/route';
import type { AnnotationDto } from '@/lib/player/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { createEngagementWorld, UNKNOWN_ID } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
const noParams = routeParams({});

const upsert = (cookie: string | undefined, body: unknown) =>
  upsertRoute(apiRequest('/api/v1/annotations/batch-upsert', { method: 'POST', cookie, body }), noParams);
const getBySteps = (cookie: string | undefined, stepIds: unknown) =>
  getByStepsRoute(apiRequest('/api/v1/annotations/get-by-steps', { method: 'POST', cookie, body: { stepIds } }), noParams);
const itemsOf = async (res: Response): Promise<AnnotationDto[]> => {
  expect(res.status).toBe(200);
  return (await res.json()).items;
};
const errorOf = async (res: Response) => (await res.json()).error;

const arrow = (id: string, startTime = 1, endTime = 3) => ({
  id,
  type: 'arrow',
  startTime,
  endTime,
  top: 10,
  left: 20,
  stroke: '#ff0600',
  strokeWidth: 6,
  startX: 20,
  startY: 10,
  endX: 200,
  endY: 120,
  originalCanvasWidth: 676,
  originalCanvasHeight: 380,
});
const text = (id: string, value = 'Loosen here') => ({ id, type: 'i-text', startTime: 0, endTime: 2.5, top: 40, left: 40, text: value, fill: '#ff0600', fontFamily: 'Noto Serif', fontWeight: 'bold' });
const shape = (id: string) => ({ id, type: 'shape', shape: 'triangle', startTime: 2, endTime: 4, top: 5, left: 5, width: 60, height: 40, fill: '#ffff00', stroke: '#4689f4', strokeType: 'dashed' });
const blur = (id: string) => ({ id, type: 'blur', shape: 'circle', startTime: 0, endTime: 9, top: 0, left: 0, width: 80, height: 80, radius: 40 });
const pen = (id: string) => ({ id, type: 'path', startTime: 0, endTime: 1, top: 0, left: 0, path: 'M 0 0 Q 10 10 20 5 L 30 30', stroke: '#00ff00', strokeWidth: 4 });

const zoom = (id: string) => ({ id, type: 'zoom', startTime: 1, endTime: 3, top: 90, left: 160, width: 320, height: 180, originalCanvasWidth: 640, originalCanvasHeight: 360 });

const stepOf = (wf: { steps: Array<{ id: string }> }, i = 0) => wf.steps[i].id;

beforeAll(async () => {
  w = await createEngagementWorld();
});

describe('POST /api/v1/annotations/batch-upsert', () => {
  it('stores an author’s annotations of every element type and answers them in step order', async () => {
    const [s0, s1] = [stepOf(w.published, 0), stepOf(w.published, 1)];
    const items = await itemsOf(
      await upsert(w.author.cookie, {
        workflowId: w.published.workflow.id,
        annotations: [
          { stepId: s1, elements: [pen('p1')] },
          { stepId: s0, elements: [arrow('a1'), text('t1'), shape('s1'), blur('b1')] },
        ],
      }),
    );
    expect(items.map((a) => [a.stepId, a.elements.map((e) => e.id)])).toEqual([
      [s0, ['a1', 't1', 's1', 'b1']],
      [s1, ['p1']],
    ]);
    expect(items[0].elements[0]).toEqual(arrow('a1'));
    expect(items[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces a step’s annotations as a whole, leaves other steps alone and clears with an empty list', async () => {
    const [s0, s1] = [stepOf(w.published, 0), stepOf(w.published, 1)];
    const id = randomUUID();
    const saved = await itemsOf(await upsert(w.author.cookie, { workflowId: w.published.workflow.id, annotations: [{ id, stepId: s0, elements: [text('t2', 'Only this')] }] }));
    expect(saved).toEqual([{ id, stepId: s0, elements: [text('t2', 'Only this')] }]);
    const both = await itemsOf(await getBySteps(w.viewer.cookie, [s0, s1]));
    expect(both.map((a) => [a.stepId, a.elements.map((e) => e.id)])).toEqual([
      [s0, ['t2']],
      [s1, ['p1']],
    ]);
    // Saving the same id again keeps it; an empty element list removes the step's annotations.
    expect((await itemsOf(await upsert(w.author.cookie, { workflowId: w.published.workflow.id, annotations: [{ id, stepId: s0, elements: [arrow('a9')] }] })))[0].id).toBe(id);
    expect(await itemsOf(await upsert(w.author.cookie, { workflowId: w.published.workflow.id, annotations: [{ stepId: s1, elements: [] }] }))).toEqual([]);
    expect((await itemsOf(await getBySteps(w.viewer.cookie, [s0, s1]))).map((a) => a.stepId)).toEqual([s0]);
  });

  it('stores zoom regions and text translations, with palette colours in one spelling', async () => {
    const s0 = stepOf(w.unpublished, 1);
    const label = { ...text('tr'), fill: '#FFF', translations: { de: 'Hier lösen', 'pt-BR': 'Solte aqui' } };
    const [saved] = await itemsOf(await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: s0, elements: [zoom('z1'), label] }] }));
    expect(saved.elements).toEqual([zoom('z1'), { ...label, fill: '#ffffff' }]);
    await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: s0, elements: [] }] });
  });

  it('answers 404 for a step of another organisation named alongside the caller’s own, and saves none of the batch', async () => {
    const own = stepOf(w.published, 1);
    const res = await upsert(w.author.cookie, {
      workflowId: w.published.workflow.id,
      annotations: [
        { stepId: own, elements: [arrow('mine')] },
        { stepId: stepOf(w.foreignWf), elements: [arrow('theirs')] },
      ],
    });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'not_found' });
    expect((await itemsOf(await getBySteps(w.author.cookie, [own]))).flatMap((a) => a.elements.map((e) => e.id))).not.toContain('mine');
  });

  it('refuses viewers (403) and answers 404 for workflows and steps the caller cannot see or that do not belong', async () => {
    const body = (workflowId: string, stepId: string) => ({ workflowId, annotations: [{ stepId, elements: [arrow('x1')] }] });
    const forbidden = await upsert(w.viewer.cookie, body(w.published.workflow.id, stepOf(w.published)));
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    // An admin of another workspace views the open workspace but does not author it.
    expect((await upsert(w.otherWsAdmin.cookie, body(w.published.workflow.id, stepOf(w.published)))).status).toBe(403);
    const notFound: Array<[string, ReturnType<typeof body>]> = [
      [w.author.cookie, body(w.foreignWf.workflow.id, stepOf(w.foreignWf))],
      [w.author.cookie, body(w.published.workflow.id, stepOf(w.foreignWf))],
      [w.author.cookie, body(w.published.workflow.id, stepOf(w.unpublished))],
      [w.author.cookie, body(w.published.workflow.id, UNKNOWN_ID)],
      [w.author.cookie, body(UNKNOWN_ID, stepOf(w.published))],
      [w.author.cookie, body(w.privateWf.workflow.id, stepOf(w.privateWf))],
      [w.foreigner.cookie, body(w.published.workflow.id, stepOf(w.published))],
    ];
    for (const [cookie, b] of notFound) {
      const res = await upsert(cookie, b);
      expect(res.status, JSON.stringify(b)).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    // Nothing of it was stored.
    const ids = [stepOf(w.foreignWf), stepOf(w.unpublished), stepOf(w.privateWf)];
    expect(await itemsOf(await getBySteps(w.orgAdmin.cookie, ids))).toEqual([]);
    expect(await itemsOf(await getBySteps(w.foreigner.cookie, [stepOf(w.foreignWf)]))).toEqual([]);
    expect((await itemsOf(await getBySteps(w.viewer.cookie, [stepOf(w.published)]))).flatMap((a) => a.elements.map((e) => e.id))).not.toContain('x1');
  });

  it('answers 422 with the fields at fault for bad elements, and stores nothing of the batch', async () => {
    const s0 = stepOf(w.unpublished);
    const cases: Array<[unknown, string, string?]> = [
      [{ ...arrow('e1'), startTime: 5, endTime: 2 }, 'annotations.0.elements.0.endTime', 'annotations.endBeforeStart'],
      [{ ...arrow('e1'), startTime: -1 }, 'annotations.0.elements.0.startTime'],
      [{ ...arrow('e1'), stroke: 'url(javascript:alert(1))' }, 'annotations.0.elements.0.stroke', 'annotations.badColour'],
      [{ ...text('e1'), text: 'x'.repeat(501) }, 'annotations.0.elements.0.text', 'annotations.textTooLong'],
      [{ ...text('e1'), onclick: 'x' }, 'annotations.0.elements.0'],
      [{ ...pen('e1'), path: 'M0 0 <script>' }, 'annotations.0.elements.0.path', 'annotations.badPath'],
      [{ ...shape('e1'), shape: 'star' }, 'annotations.0.elements.0.shape'],
      [{ ...shape('e1'), width: 1e9 }, 'annotations.0.elements.0.width'],
      [{ ...arrow('e1'), type: 'video' }, 'annotations.0.elements.0.type'],
      [{ ...arrow('e1'), stroke: 'rgba(255, 0, 0, 0.5)' }, 'annotations.0.elements.0.stroke', 'annotations.badColour'],
      [{ ...text('e1'), fill: 'red' }, 'annotations.0.elements.0.fill', 'annotations.badColour'],
      [{ ...arrow('e1'), strokeWidth: 50 }, 'annotations.0.elements.0.strokeWidth', 'annotations.badStrokeWidth'],
      [{ ...arrow('e1'), endX: 25, endY: 15 }, 'annotations.0.elements.0.width', 'annotations.tooShort'],
      [{ ...arrow('e1'), endX: 690 }, 'annotations.0.elements.0.left', 'annotations.outsideCanvas'],
      [{ ...pen('e1'), path: `M0 0 ${'L1 1 '.repeat(2600)}` }, 'annotations.0.elements.0.path', 'annotations.pathTooLarge'],
      [{ ...zoom('e1'), width: 5 }, 'annotations.0.elements.0.width'],
      [{ ...text('e1'), translations: { de: 'x'.repeat(501) } }, 'annotations.0.elements.0.translations.de', 'annotations.textTooLong'],
    ];
    for (const [element, path, message] of cases) {
      const res = await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: s0, elements: [arrow('ok'), element].reverse() }] });
      expect(res.status, path).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('invalid_input');
      expect(error.issues, path).toEqual(expect.arrayContaining([expect.objectContaining({ path, ...(message ? { message } : {}) })]));
    }
    // JSON's 1e999 parses to Infinity: not a finite number.
    const infinite = JSON.stringify({ workflowId: w.unpublished.workflow.id, annotations: [{ stepId: s0, elements: [arrow('e1')] }] }).replace('"top":10', '"top":1e999');
    const res = await upsert(w.author.cookie, infinite);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).issues).toEqual([expect.objectContaining({ path: 'annotations.0.elements.0.top' })]);
    expect(await itemsOf(await getBySteps(w.author.cookie, [s0]))).toEqual([]);
  });

  it('refuses an id used by an annotation outside the replaced steps (409) and keeps the batch out', async () => {
    const [u0, u1] = [stepOf(w.unpublished, 0), stepOf(w.unpublished, 1)];
    const [taken] = await itemsOf(await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: u0, elements: [arrow('a')] }] }));
    // Both steps are replaced: the id may move from one to the other.
    const moved = await itemsOf(
      await upsert(w.author.cookie, {
        workflowId: w.unpublished.workflow.id,
        annotations: [
          { stepId: u0, elements: [] },
          { id: taken.id, stepId: u1, elements: [arrow('b')] },
        ],
      }),
    );
    expect(moved).toEqual([{ id: taken.id, stepId: u1, elements: [arrow('b')] }]);
    // u1 keeps it while only u0 is replaced.
    const dupe = await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ id: taken.id, stepId: u0, elements: [arrow('c')] }] });
    expect(dupe.status).toBe(409);
    expect((await errorOf(dupe)).message).toBe('annotations.idTaken');
    const after = await itemsOf(await getBySteps(w.author.cookie, [u0, u1]));
    expect(after.map((a) => [a.stepId, a.elements.map((e) => e.id)])).toEqual([[u1, ['b']]]);
    await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: u1, elements: [] }] });
  });

  it('needs a session, same-origin writes and JSON', async () => {
    expect((await upsert(undefined, { workflowId: w.published.workflow.id, annotations: [] })).status).toBe(401);
    expect((await getBySteps(undefined, [stepOf(w.published)])).status).toBe(401);
    expect((await upsert(w.author.cookie, '{nope')).status).toBe(400);
    const crossSite = await upsertRoute(
      apiRequest('/api/v1/annotations/batch-upsert', { method: 'POST', cookie: w.author.cookie, body: { workflowId: w.published.workflow.id, annotations: [] }, headers: { origin: 'https://evil.example.com' } }),
      noParams,
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/v1/annotations/get-by-steps', () => {
  it('returns only the steps the caller may view; the rest answer like unknown ids', async () => {
    await upsert(w.orgAdmin.cookie, { workflowId: w.privateWf.workflow.id, annotations: [{ stepId: stepOf(w.privateWf), elements: [arrow('secret')] }] });
    await upsert(w.author.cookie, { workflowId: w.unpublished.workflow.id, annotations: [{ stepId: stepOf(w.unpublished), elements: [arrow('draft')] }] });
    await upsert(w.foreigner.cookie, { workflowId: w.foreignWf.workflow.id, annotations: [{ stepId: stepOf(w.foreignWf), elements: [arrow('foreign')] }] });
    const asked = [stepOf(w.published), stepOf(w.privateWf), stepOf(w.unpublished), stepOf(w.foreignWf), UNKNOWN_ID, 'not-a-uuid'];
    const seen = async (cookie: string) => (await itemsOf(await getBySteps(cookie, asked))).flatMap((a) => a.elements.map((e) => e.id)).sort();
    expect(await seen(w.viewer.cookie)).toEqual(['a9']);
    expect(await seen(w.author.cookie)).toEqual(['a9', 'draft']);
    expect(await seen(w.orgAdmin.cookie)).toEqual(['a9', 'draft', 'secret']);
    expect(await seen(w.foreigner.cookie)).toEqual(['foreign']);
  });

  it('validates the request: 1 to 200 step ids', async () => {
    for (const stepIds of [[], 'abc', Array.from({ length: 201 }, () => UNKNOWN_ID)]) {
      const res = await getBySteps(w.viewer.cookie, stepIds);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).issues[0].path).toBe('stepIds');
    }
  });
});
