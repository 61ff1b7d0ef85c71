import type { z } from 'zod';
import type { Issue } from './api';

/** The shared zod contract run in the browser: the same issues (path, message key) the server would send. */
export function issuesOf(schema: z.ZodType, values: unknown): Issue[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
