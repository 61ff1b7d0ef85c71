import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { itemRowsOf, insertSopRow, replaceItemRows } from '@/lib/sop/queries';
import { toItemRows } from '@/lib/sop/items';
import type { SopItem } from '@/lib/sop/schema';
import { insertVersionRow } from '@/lib/sop/versions-queries';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';

/**
 * What tests/e2e/sop-cards.spec.ts works on: an organisation of its own with two workspaces the
 * author publishes in, and one smart instruction per card tool or editor path, so no other spec's
 * cards or lists change.
 */
export const SOP_CARDS_E2E = {
  clientKey: 'e2e-sop-cards',
  author: 'cara.cards@sopcards.example.com',
  press: 'Press Shop',
  paint: 'Paint Shop',
  /** Published, duplication allowed: like, duplicate, unpublish. */
  guard: 'Guard check',
  /** Published, duplication switched off. */
  locked: 'Locked routine',
  /** Unpublished: move, delete. */
  torque: 'Torque settings',
  old: 'Old routine',
  /** Two saved versions: the first step was "Tighten by hand", now "Tighten to 20 Nm". */
  versioned: 'Versioned routine',
  firstStep: 'Tighten by hand',
  secondStep: 'Tighten to 20 Nm',
  /** Opened in two pages at once. */
  shared: 'Shared routine',
} as const;

const S = SOP_CARDS_E2E;
const item = (type: SopItem['type'], title = ''): SopItem => ({ id: randomUUID(), type, title, description: '', attachments: [] });
const doc = (step: string) => [item('introduction', 'Before you start'), item('step', step), item('conclusion', 'Done')];

type Seed = { orgId: string; workspaceId: string; authorId: string };

/** A finished SOP whose history is `versions` (oldest first); the last one is its current document. */
async function sop(db: Db, seed: Seed, title: string, versions: SopItem[][], extra: { published?: boolean; allowDuplicate?: boolean } = {}) {
  const row = await insertSopRow(db, {
    organizationId: seed.orgId,
    workspaceId: seed.workspaceId,
    authorId: seed.authorId,
    title,
    version: versions.length,
    published: !!extra.published,
    publishedAt: extra.published ? new Date() : null,
    allowDuplicate: extra.allowDuplicate ?? true,
  });
  for (const [i, items] of versions.entries()) await insertVersionRow(db, { ...row!, version: i + 1 }, { title, description: '', items }, seed.authorId);
  await replaceItemRows(db, { orgId: seed.orgId, sopId: row!.id, rows: itemRowsOf(seed.orgId, row!.id, toItemRows(versions.at(-1)!)) });
}

export async function seedSopCards(db: Db, { passwordHash }: { passwordHash: string }) {
  const org = await createOrg({ name: 'SOP Cards', clientKey: S.clientKey });
  const press = await createWorkspace(org.id, { name: S.press });
  const paint = await createWorkspace(org.id, { name: S.paint });
  const author = await createUser(org.id, 'publisher', { email: S.author, displayName: 'Cara Cards', passwordHash });
  await addMember(org.id, press.id, author.id, 'publisher');
  await addMember(org.id, paint.id, author.id, 'publisher');
  const seed = { orgId: org.id, workspaceId: press.id, authorId: author.id };
  await sop(db, seed, S.guard, [doc('Check the guard')], { published: true });
  await sop(db, seed, S.locked, [doc('Open the lock')], { published: true, allowDuplicate: false });
  await sop(db, seed, S.torque, [doc('Set the wrench')]);
  await sop(db, seed, S.old, [doc('Use the old press')]);
  const first = doc(S.firstStep);
  await sop(db, seed, S.versioned, [first, first.map((b) => (b.type === 'step' ? { ...b, title: S.secondStep } : b))]);
  await sop(db, seed, S.shared, [doc('Check the guard twice')]);
}
