import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { createNotification } from '@/lib/notifications/operations';
import { addMember, createUser } from '../helpers/factories';

/**
 * A publisher whose bell holds one notification of each kind of target (issue 14): a review
 * request (the builder is not installed, so it opens the player), a skill assignment and a smart
 * instruction share (their pages are not installed, so they open nothing).
 */
export const LINKS_E2E = { user: 'link.checker@demo.example.com', name: 'Lin Links', sender: 'Ada Admin' } as const;

type Seed = { orgId: string; passwordHash: string; workspaceId: string; workflow: { id: string; title: string }; sender: { id: string } };

export async function seedLinkChecker(db: Db, { orgId, passwordHash, workspaceId, workflow, sender }: Seed) {
  const user = await createUser(orgId, 'publisher', { email: LINKS_E2E.user, displayName: LINKS_E2E.name, passwordHash });
  await addMember(orgId, workspaceId, user.id, 'publisher');
  const activity = [{ senderId: sender.id, senderName: LINKS_E2E.sender, counter: 1 }];
  await createNotification(db, { orgId, userId: user.id, type: 'review-workflow', workflowId: workflow.id, activity, summary: { title: workflow.title } });
  await createNotification(db, { orgId, userId: user.id, type: 'assign-skill', skillId: randomUUID(), activity, summary: { playlistTitle: 'Line safety' } });
  await createNotification(db, { orgId, userId: user.id, type: 'share-multimodal-sop', multimodalSopId: randomUUID(), activity, summary: { title: 'Changeover' } });
}
