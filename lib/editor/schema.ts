import { z } from 'zod';

/** The revision an editor's save is based on (lib/editor/revision.ts); every editor PUT carries it. */
export const revisionSchema = z.number().int().min(0);

/** The 409 message key of a save based on an older revision. */
export const STALE_REVISION_KEY = 'editor.staleRevision';
