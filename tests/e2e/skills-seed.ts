import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/client';
import { playlistItems, playlists, skillAssignments, teamMembers, teams } from '@/db/schema';
import { addMember, createUser } from '../helpers/factories';
import { copyPlayerWorkflow } from './publish-seed';

/**
 * What tests/e2e/skills.spec.ts works on: a skills manager (workspace admin of the demo's
 * Assembly Line A: skills, teams and user search), a team with one member, a published workflow
 * to put in a skill, an unpublished skill already assigned to the member (code 2) and a published one assigned to
 * nobody (code 52).
 */
export const SKILLS_E2E = {
  manager: 'skills.manager@demo.example.com',
  member: 'skills.member@demo.example.com',
  memberName: 'Mo Member',
  team: 'E2E Skills crew',
  workflow: 'E2E Skill: lockout tagout',
  paused: 'E2E Skill: paused course',
  others: 'E2E Skill: another crew',
} as const;

const SKILLS_FIXTURES_FILE = '.data/e2e/skills-fixtures.json';
export const skillsFixtures = (): { workflowId: string; pausedSkillId: string; othersSkillId: string } => JSON.parse(readFileSync(SKILLS_FIXTURES_FILE, 'utf8'));

export async function seedSkills(db: Db, { orgId, workspaceId, passwordHash }: { orgId: string; workspaceId: string; passwordHash: string }) {
  const publishedAt = new Date(Date.now() - 40 * 86_400_000);
  const workflowId = await copyPlayerWorkflow(db, orgId, { title: SKILLS_E2E.workflow, workspaceId, processed: true, published: true, publishedAt });
  const manager = await createUser(orgId, 'admin-group', { email: SKILLS_E2E.manager, displayName: 'Sam Skills', passwordHash });
  await addMember(orgId, workspaceId, manager.id, 'admin-group');
  const member = await createUser(orgId, 'viewer', { email: SKILLS_E2E.member, displayName: SKILLS_E2E.memberName, passwordHash });
  await addMember(orgId, workspaceId, member.id, 'viewer');
  const [team] = await db.insert(teams).values({ organizationId: orgId, name: SKILLS_E2E.team }).returning();
  await db.insert(teamMembers).values({ organizationId: orgId, teamId: team.id, userId: member.id });
  const [paused] = await db
    .insert(playlists)
    .values({ organizationId: orgId, workspaceId, title: SKILLS_E2E.paused, published: false, createdById: manager.id, signerId: manager.id })
    .returning();
  await db.insert(playlistItems).values({ organizationId: orgId, playlistId: paused.id, position: 0, type: 'workflow', workflowId });
  await db.insert(skillAssignments).values({ organizationId: orgId, playlistId: paused.id, userId: member.id, assignedById: manager.id });
  // Published, but assigned to nobody: the member's fetch answers code 52.
  const [others] = await db
    .insert(playlists)
    .values({ organizationId: orgId, workspaceId, title: SKILLS_E2E.others, published: true, createdById: manager.id, signerId: manager.id })
    .returning();
  await db.insert(playlistItems).values({ organizationId: orgId, playlistId: others.id, position: 0, type: 'workflow', workflowId });
  mkdirSync(path.dirname(SKILLS_FIXTURES_FILE), { recursive: true });
  writeFileSync(SKILLS_FIXTURES_FILE, JSON.stringify({ workflowId, pausedSkillId: paused.id, othersSkillId: others.id }));
}
