import { createHash, randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import type { AuditAction } from '@/lib/audit/actions';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { checkedImageType } from '@/lib/uploads/probe-image';
import { IMAGE_EXTENSIONS } from '@/lib/users/image-type';
import { assertSettingsAccess } from './settings-ops/guard';
import { findOrgForSettings, setOrgLogoKey } from './settings-ops/queries';
import { logError } from '@/lib/http/log';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** No SVG: an SVG can carry script. No GIF: a logo does not move. Checked by content, not by name. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type LogoType = (typeof LOGO_TYPES)[number];

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The logo's address for pages: the logo route (which redirects to a short-lived storage URL)
 * with a version from the key, so a new logo is not hidden behind the browser's cached redirect.
 */
export const orgLogoPath = (orgId: string, logoKey: string) =>
  `/api/v1/organization-settings/${orgId}/logo?v=${createHash('sha256').update(logoKey).digest('hex').slice(0, 12)}`;

function limitBytes(maxBytes: number) {
  let size = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large', 'adminSettings.logoTooLarge');
      controller.enqueue(chunk);
    },
  });
}

/** The `file` field of a multipart upload; 413 past 2 MB (without buffering a huge body), 422 when missing. */
export async function readLogoForm(req: Request): Promise<Uint8Array> {
  const limit = MAX_LOGO_BYTES + MULTIPART_OVERHEAD;
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw new AppError('payload_too_large', 'adminSettings.logoTooLarge');
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !req.body) throw new AppError('invalid_input', 'adminSettings.logoMissing');
  let form: FormData;
  try {
    form = await new Response(req.body.pipeThrough(limitBytes(limit)), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.cause instanceof AppError) throw error.cause;
    throw new AppError('bad_request');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('invalid_input', 'adminSettings.logoMissing');
  if (file.size > MAX_LOGO_BYTES) throw new AppError('payload_too_large', 'adminSettings.logoTooLarge');
  return new Uint8Array(await file.arrayBuffer());
}

// Removing the replaced file is housekeeping: a failure must not fail the admin's change.
async function deleteQuietly(key: string | null) {
  if (!key) return;
  await getStorage()
    .delete(key)
    .catch((error) => logError('logo', `could not delete old logo ${key}`, error));
}

/** Points the organisation at a new logo key (audited) and returns the previous key. */
async function swapLogoKey(session: SessionContext, logoKey: string | null, action: Extract<AuditAction, 'settings.logo.upload' | 'settings.logo.delete'>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await findOrgForSettings(tx, { orgId: session.org.id, lock: true });
    if (!row) throw new AppError('not_found');
    if (!row.logoKey && !logoKey) return null;
    await setOrgLogoKey(tx, { orgId: row.id, logoKey });
    await recordAudit(tx, session, {
      action,
      entityType: 'organization',
      entityId: row.id,
      entityName: row.name,
      before: { logo: row.logoKey ? 'set' : 'none' },
      after: { logo: logoKey ? 'set' : 'none' },
    });
    return row.logoKey;
  });
}

/** POST …/my/logo: stores the organisation's logo (PNG, JPEG or WebP by content, at most 2 MB). */
export async function uploadOrgLogo({ session, bytes }: { session: SessionContext; bytes: Uint8Array }) {
  assertSettingsAccess(session, 'companyLogo');
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new AppError('payload_too_large', 'adminSettings.logoTooLarge');
  const type = await checkedImageType(bytes, 'adminSettings.logoInvalidType');
  if (!(LOGO_TYPES as readonly string[]).includes(type)) throw new AppError('invalid_input', 'adminSettings.logoInvalidType');
  const key = `orgs/${session.org.id}/logo-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type as LogoType]}`;
  await getStorage().put(key, Buffer.from(bytes), { contentType: type });
  let previous: string | null;
  try {
    previous = await swapLogoKey(session, key, 'settings.logo.upload');
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  await deleteQuietly(previous);
  return { logoUrl: orgLogoPath(session.org.id, key) };
}

/** DELETE …/my/logo */
export async function removeOrgLogo({ session }: { session: SessionContext }) {
  assertSettingsAccess(session, 'companyLogo');
  await deleteQuietly(await swapLogoKey(session, null, 'settings.logo.delete'));
  return { logoUrl: null };
}
