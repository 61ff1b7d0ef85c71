import { getDb, type Db } from '@/db/client';
import type { Playlist, SkillUserProgress } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { appBaseUrl } from '@/lib/http/base-url';
import { isUuid } from '@/lib/users/schema';
import { assertSkillsAvailable, canManageSkills, assertCanManageSkills } from './access';
import { findCertificate, insertCertificate, setCertificateRevoked, type CertificateRow } from './certificate-queries';
import { findOrgUser } from './queries';
import type { CertificateVerification, SkillCertificateItem } from './schema';

export const verifyUrlOf = (id: string) => `${appBaseUrl()}/api/v1/public/certificates/${id}`;

export const certificateStatus = (c: { revokedAt: Date | null; lapsesAt: Date | null }, now: Date): CertificateVerification['status'] =>
  c.revokedAt ? 'revoked' : c.lapsesAt && c.lapsesAt.getTime() <= now.getTime() ? 'lapsed' : 'valid';

type Signature = SkillCertificateItem['signature'];

export function toCertificateItem(r: CertificateRow): SkillCertificateItem {
  const c = r.certificate;
  return {
    id: c.id,
    playlistId: c.playlistId,
    playlistTitle: r.playlistTitle,
    displayName: c.displayName,
    email: c.email,
    uid: c.userId,
    signature: c.signature as Signature,
    certified: true,
    organization: c.organizationId,
    issuedAt: c.issuedAt.toISOString(),
    lapsesAt: c.lapsesAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    verifyUrl: verifyUrlOf(c.id),
  };
}

/**
 * Issues the certificate of a completed cycle, signed by the skill's signer (the skills manager
 * chosen in the builder, the creator by default). Idempotent per (skill, user, cycle).
 */
export async function issueCertificate(db: Db, p: { playlist: Playlist; progress: SkillUserProgress; now: Date }): Promise<string | null> {
  if (!p.playlist.certification || p.progress.status !== 'completed') return null;
  const orgId = p.playlist.organizationId;
  const [user, signer] = await Promise.all([
    findOrgUser(db, { orgId, userId: p.progress.userId }),
    findOrgUser(db, { orgId, userId: p.playlist.signerId ?? p.playlist.createdById ?? '' }).catch(() => null),
  ]);
  if (!user) return null;
  const signature: Signature = signer
    ? { displayName: signer.displayName, email: signer.email, uid: signer.id, signDate: p.now.toISOString() }
    : { displayName: '', email: '', uid: '', signDate: p.now.toISOString() };
  return insertCertificate(db, {
    organizationId: orgId,
    playlistId: p.playlist.id,
    userId: user.id,
    cycle: p.progress.cycle,
    displayName: user.displayName,
    email: user.email,
    signature,
    issuedAt: p.now,
    lapsesAt: p.progress.lapsesAt,
  });
}

/** The certificate for its holder or a skills manager of its organisation; anyone else: unknown (404). */
export async function loadCertificate(session: SessionContext, id: string): Promise<CertificateRow> {
  assertSkillsAvailable(session);
  const row = isUuid(id) ? await findCertificate(await getDb(), { id }) : null;
  const c = row?.certificate;
  if (!row || !c || c.organizationId !== session.org.id || (c.userId !== session.user.id && !canManageSkills(session))) throw new AppError('not_found');
  return row;
}

// POST /api/v1/certificates/{id}/revoke {revoked} – a skills manager revokes (or restores) a certificate
export async function revokeCertificate(session: SessionContext, id: string, revoked: boolean): Promise<SkillCertificateItem> {
  assertCanManageSkills(session);
  const row = await loadCertificate(session, id);
  await setCertificateRevoked(await getDb(), { orgId: session.org.id, id: row.certificate.id, at: revoked ? new Date() : null });
  return toCertificateItem((await findCertificate(await getDb(), { id: row.certificate.id }))!);
}

// GET /api/v1/public/certificates/{id} – no session: only name, skill, organisation, dates and state
export async function verifyCertificate(id: string, now = new Date()): Promise<CertificateVerification> {
  const row = isUuid(id) ? await findCertificate(await getDb(), { id }) : null;
  if (!row) throw new AppError('not_found');
  const c = row.certificate;
  return {
    id: c.id,
    name: c.displayName,
    skill: row.playlistTitle,
    organization: row.orgName,
    issuedAt: c.issuedAt.toISOString(),
    lapsesAt: c.lapsesAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    status: certificateStatus(c, now),
  };
}

// GET /api/v1/certificates/{id}/pdf – the certificate as a PDF in its holder's language
export async function certificatePdfFor(session: SessionContext, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await loadCertificate(session, id);
  const db = await getDb();
  const holder = await findOrgUser(db, { orgId: session.org.id, userId: row.certificate.userId });
  const { certificatePdf } = await import('./certificate-pdf');
  const bytes = await certificatePdf({ certificate: toCertificateItem(row), organizationName: row.orgName, locale: holder?.locale ?? session.org.settings.defaultLocale ?? null });
  return { bytes, fileName: `certificate-${row.certificate.id}.pdf` };
}
