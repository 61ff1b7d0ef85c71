// Run by scripts/bench/sop-execution.ts before the bench server starts (same env): a published
// smart instruction in the demo organisation's "Assembly Line A" (the demo viewer, an operator, is a
// member) — an introduction, six steps with two photo-like 1280×720 JPEGs each, a checklist, a photo
// request and a conclusion. Prints its id.
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { demoAuthoringContext } from './demo-context';
import { sopImageSink } from '@/lib/sop/import/images';
import { toItemRows } from '@/lib/sop/items';
import { insertSopRow, itemRowsOf, replaceItemRows } from '@/lib/sop/queries';
import type { SopItem } from '@/lib/sop/schema';
import { insertVersionRow } from '@/lib/sop/versions-queries';
import { noisyImage } from '../../tests/integration/sop-import-fixtures';

const TITLE = 'Bench: press changeover';
const STEPS = ['Stop the press', 'Lock out the main switch', 'Remove the upper die', 'Clean the bolster', 'Fit the new die', 'Test one stroke by hand'];
const item = (type: SopItem['type'], title: string, extra: Partial<SopItem> = {}): SopItem => ({
  id: randomUUID(),
  type,
  title,
  description: `${title}: follow the plant rules, wear gloves and safety glasses, and ask the shift lead when anything looks wrong.`,
  attachments: [],
  ...extra,
});

async function main() {
  const db = await getDb();
  const { org, publisher, ws } = await demoAuthoringContext(db);
  const row = await insertSopRow(db, { organizationId: org.id, workspaceId: ws.id, authorId: publisher.id, title: TITLE, version: 1, published: true, publishedAt: new Date(), allowDuplicate: true });
  if (!row) throw new Error('SOP row not written');
  const sink = sopImageSink(db, { organizationId: org.id, sopId: row.id, userId: publisher.id });
  const steps: SopItem[] = [];
  for (const [i, title] of STEPS.entries()) {
    const attachments = [];
    for (const k of [0, 1]) {
      const data = await noisyImage('jpeg', 1280, 720, i * 2 + k);
      attachments.push(await sink.put(`step-${i + 1}-${k + 1}`, { data, contentType: 'image/jpeg', width: 1280, height: 720 }));
    }
    steps.push(item('step', title, { attachments }));
  }
  const items = [
    item('introduction', 'Before you start'),
    ...steps,
    item('checklist', 'Check before restart', { checklistItems: ['Guards closed', 'Die clamps tight', 'Area clear'].map((text) => ({ id: randomUUID(), text })) }),
    item('fileRequest', 'Photo of the fitted die', { fileRequest: { accept: 'image', required: true } }),
    item('conclusion', 'Done'),
  ];
  await insertVersionRow(db, { ...row, version: 1 }, { title: TITLE, description: '', items }, publisher.id);
  await replaceItemRows(db, { orgId: org.id, sopId: row.id, rows: itemRowsOf(org.id, row.id, toItemRows(items)) });
  process.stdout.write(`BENCH_SOP=${row.id}\n`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
