import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Short key that employee-ID and shared-device logins type or receive in their link.
  clientKey: text('client_key').notNull().unique(),
  planType: text('plan_type').notNull().default('enterprise'),
  generation: text('generation'), // 'gen2' | 'gen2plus' | null
  region: text('region').notNull().default('global'),
  defaultWorkspaceGroupId: uuid('default_workspace_group_id'),
  // Typed by lib/orgs/settings.ts (zod, with the spec's defaults); stored whole so one read serves a request.
  settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
  // SSO: { ssoLoginOnly, emailDomains[], oidc?: { issuer, clientId, clientSecret } }.
  sso: jsonb('sso').notNull().default(sql`'{}'::jsonb`),
  employeeIdMpHash: text('employee_id_mp_hash'),
  logoKey: text('logo_key'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
