import 'server-only';
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { emailOutbox } from '@/db/schema';

export type OutboxRow = { orgId?: string | null; to: string; kind: string; subject: string; text: string; html?: string | null };

export async function insertOutbox(db: Db, row: OutboxRow) {
  const [inserted] = await db
    .insert(emailOutbox)
    .values({ organizationId: row.orgId ?? null, to: row.to, kind: row.kind, subject: row.subject, text: row.text, html: row.html ?? null })
    .returning({ id: emailOutbox.id });
  return inserted;
}

export const markOutboxSent = (db: Db, { id }: { id: string }) =>
  db.update(emailOutbox).set({ sentAt: new Date(), error: null }).where(eq(emailOutbox.id, id));

export const markOutboxFailed = (db: Db, { id, error }: { id: string; error: string }) =>
  db.update(emailOutbox).set({ error: error.slice(0, 1000) }).where(eq(emailOutbox.id, id));
