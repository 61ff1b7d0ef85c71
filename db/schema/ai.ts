import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';

/** Token use of every AI provider call, per organisation (lib/ai/limits.ts writes one row per call). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    task: text('task').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_org_created_idx').on(t.organizationId, t.createdAt)],
);
