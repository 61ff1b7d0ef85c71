import 'server-only';

/**
 * The one way server code logs an error. It writes the error's name, message, code and stack
 * frames, for each cause, and never the properties an error carries: a failed query's parameters
 * (session ids, tokens), a database client's cancel key, a request's headers.
 */
const MAX_CAUSES = 3;

// Drizzle puts the parameters in the message ("Failed query: …\nparams: …").
const PARAMS = /\nparams:[\s\S]*$/;
// JSON Web Tokens and long opaque secrets that may sit in a message.
const TOKEN = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9_-]{40,}\b/g;

export const redact = (text: string) => text.replace(PARAMS, '').replace(TOKEN, '[redacted]');

export function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current !== undefined; depth++) {
    if (!(current instanceof Error)) {
      lines.push(`${depth ? 'caused by: ' : ''}non-error value of type ${typeof current}`);
      break;
    }
    const code = (current as { code?: unknown }).code;
    const head = `${depth ? 'caused by: ' : ''}${current.name}: ${redact(current.message)}${typeof code === 'string' ? ` (${code})` : ''}`;
    const frames = (current.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    lines.push(head, ...frames);
    current = current.cause;
  }
  return lines.join('\n');
}

/** console.error for server code: `[scope] what failed` and the error as describeError writes it. */
export function logError(scope: string, what: string, error: unknown): void {
  console.error(`[${scope}] ${what}\n${describeError(error)}`);
}
