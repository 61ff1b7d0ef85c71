import 'server-only';
import { AppError } from '@/lib/http/errors';

// S3's own limit; keeping it for the local backend makes keys portable between the two.
const MAX_KEY_BYTES = 1024;

const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Why a key is unsafe, or null when it is fine. Keys become file paths in the local backend. */
export function getKeyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return 'too long';
  if (key.startsWith('/')) return 'leading slash';
  if (key.includes('\\')) return 'backslash';
  if (CONTROL_CHARS.test(key)) return 'control character';
  if (key.includes('..')) return 'dot-dot';
  // Empty and "." segments would alias another key once the path is normalised.
  if (key.split('/').some((segment) => segment === '' || segment === '.')) return 'empty or dot segment';
  return null;
}

export function isValidKey(key: unknown): key is string {
  return getKeyProblem(key) === null;
}

export function assertValidKey(key: unknown): asserts key is string {
  const problem = getKeyProblem(key);
  if (problem) throw new AppError('bad_request', undefined, { reason: 'invalid_storage_key', problem });
}

/**
 * A folder prefix: a valid key ending with '/'. The slash keeps `…/w1/` from also matching
 * `…/w10/` when listing or deleting a folder.
 */
export function assertValidPrefix(prefix: unknown): asserts prefix is string {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new AppError('bad_request', undefined, { reason: 'invalid_storage_prefix' });
  }
  assertValidKey(prefix.slice(0, -1));
}
