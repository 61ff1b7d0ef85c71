import { uuid } from 'drizzle-orm/pg-core';
import { organizations } from './orgs';

/**
 * The organisation column every tenant row carries: deleting the organisation deletes the row.
 * `optionalOrgId` is for the few rows that can exist before or without an organisation
 * (a failed login, mail to an unknown address).
 */
export const optionalOrgId = () => uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' });

export const orgId = () => optionalOrgId().notNull();
