import type { SessionContext } from '@/lib/auth/session';
import type { UploadOwner } from './queries';

/** Uploads are scoped to the signed-in user in their organisation. */
export const uploadOwner = (session: SessionContext): UploadOwner => ({ orgId: session.org.id, userId: session.user.id });
