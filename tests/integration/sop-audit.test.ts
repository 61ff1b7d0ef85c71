import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '@/tests/helpers/audit';
import { POST as duplicateRoute } from '@/app/api/v1/multimodal-sop/[id]/duplication/route';
import { PUT as moveRoute } from '@/app/api/v1/multimodal-sop/[id]/workspace/route';
import { stopBoss } from '@/lib/jobs';
import { hit, makeSop, sopApi, sopWorld, type SopWorld } from './sop-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const entriesOf = (entityId: string) => auditEntriesOf(w.org.id, entityId);

describe('the audit log of smart instructions', () => {
  it('records publishing, unpublishing, a move and a delete by whom, in the change itself; a title save is not an entry', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { title: 'Press setup' });
    expect((await sopApi.patch(w.cookies.publisher, sop.id, { published: true })).status).toBe(200);
    expect((await sopApi.patch(w.cookies.publisher, sop.id, { published: false })).status).toBe(200);
    expect((await sopApi.patch(w.cookies.publisher, sop.id, { title: 'Press setup, line 2' })).status).toBe(200);
    const moved = await hit(moveRoute, `/api/v1/multimodal-sop/${sop.id}/workspace`, { cookie: w.cookies.publisher, method: 'PUT', body: { workspaceId: w.ws.b.id }, params: { id: sop.id } });
    expect(moved.status).toBe(200);
    expect((await sopApi.remove(w.cookies.publisher, sop.id)).status).toBe(204);

    const entries = await entriesOf(sop.id);
    expect(entries.map((e) => e.action)).toEqual(['smartInstruction.publish', 'smartInstruction.unpublish', 'smartInstruction.move', 'smartInstruction.delete']);
    expect(entries.every((e) => e.actorId === w.users.publisher.id && e.entityType === 'smartInstruction')).toBe(true);
    expect(entries[2]).toMatchObject({ before: { workspaceName: 'Assembly' }, after: { workspaceName: 'Bottling' } });
    expect(entries[3]).toMatchObject({ entityName: 'Press setup, line 2', before: { workspaceName: 'Bottling', published: false } });
  });

  it('records each copy a duplication makes, naming its source; a refused call records nothing', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { title: 'Label change' });
    const copies = await hit(duplicateRoute, `/api/v1/multimodal-sop/${sop.id}/duplication`, { cookie: w.cookies.publisher, method: 'POST', body: { workspaceIds: [w.ws.b.id] }, params: { id: sop.id } });
    expect(copies.status).toBe(201);
    const copyId = copies.body.items[0].id as string;
    expect(await entriesOf(copyId)).toEqual([
      expect.objectContaining({ action: 'smartInstruction.duplicate', entityName: 'Label change', before: { sourceId: sop.id }, after: expect.objectContaining({ workspaceName: 'Bottling' }) }),
    ]);
    expect((await sopApi.patch(w.cookies.viewer, sop.id, { published: true })).status).toBe(403);
    expect(await entriesOf(sop.id)).toEqual([]);
  });
});
