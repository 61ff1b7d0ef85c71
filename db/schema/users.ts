import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    // Lowercased; employee-ID and shared accounts carry the synthetic technical email.
    email: text('email').notNull(),
    employeeId: text('employee_id'),
    displayName: text('display_name').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Organisation-wide role; null means "no role" and cannot sign in.
    role: text('role'),
    locale: text('locale'),
    avatarKey: text('avatar_key'),
    shared: boolean('shared').notNull().default(false),
    passwordless: boolean('passwordless').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    isFreeTrialAdmin: boolean('is_free_trial_admin').notNull().default(false),
    passwordHash: text('password_hash'),
    // null = not invited / accepted; 'pending', 'error:<reason>'
    invitationStatus: text('invitation_status'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastInteraction: timestamp('last_interaction', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_org_idx').on(t.organizationId),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
