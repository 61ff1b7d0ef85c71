import 'server-only';
import { authSecret } from '@/lib/auth/session-cookie';

/**
 * The key of execution records' genesis hashes: SOP_RECORD_SECRET, else the auth secret. Keep it
 * stable: records written under another key read as not verified.
 */
export const recordSecret = () => process.env.SOP_RECORD_SECRET || authSecret();
