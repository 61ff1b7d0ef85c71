import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { optionalOrgId, orgId } from './columns';
import { users } from './users';

// One row per signed-in browser; the JWT only carries this id, so deleting or revoking a row
// signs that browser out on its next request (password change, disable, "log out from all").
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(), // password | employee-id | shared | sso
    isSharedAccount: boolean('is_shared_account').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // A learning-host session (lib/learning-host): which package's workflows it may play. Such a
    // session is accepted only by the host player's own routes; null for every other session.
    scope: jsonb('scope'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

// Invite, reset and free-trial links. Only the SHA-256 of the token is stored.
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(), // invite | reset | free-trial | learning-host
    tokenHash: text('token_hash').notNull().unique(),
    // What the token stands for beyond its user (a learning-host custom token: the package's scope).
    payload: jsonb('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

export const loginActivity = pgTable(
  'login_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: optionalOrgId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_activity_org_idx').on(t.organizationId, t.createdAt)],
);

// Store of rate-limiter-flexible's RateLimiterDrizzle: shared by every app instance.
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export const errorLog = pgTable('error_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: optionalOrgId(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  serviceName: text('service_name').notNull(),
  serviceModule: text('service_module').notNull(),
  code: bigint('code', { mode: 'number' }).notNull().default(50),
  deviceInfo: text('device_info'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
