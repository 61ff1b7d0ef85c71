import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/session-cookie';

/**
 * Media of the host player travels in <video>, <track> and hls.js requests, which carry no bearer
 * header and, in a cross-site iframe, maybe no cookie: their URLs carry a grant instead — the
 * host session's id and one workflow, signed, expiring with the session. The media routes load
 * that session again on every request, so revoking it stops the playlists at once.
 */
type Grant = { s: string; w: string; e: number };

const mac = (payload: string) => createHmac('sha256', authSecret()).update(`openhow-learning-host-media:${payload}`).digest();

export function signMediaGrant(sessionId: string, workflowId: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ s: sessionId, w: workflowId, e: Math.floor(expiresAt.getTime() / 1000) } satisfies Grant)).toString('base64url');
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/** The session id a grant names for this workflow, or null when forged, expired or for another workflow. */
export function verifyMediaGrant(grant: unknown, workflowId: unknown, now = Date.now()): string | null {
  if (typeof grant !== 'string' || typeof workflowId !== 'string') return null;
  const [payload, sig] = grant.split('.');
  if (!payload || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant;
    return claims.w === workflowId && claims.e * 1000 > now && typeof claims.s === 'string' ? claims.s : null;
  } catch {
    return null;
  }
}

const base = (workflowId: string) => `/api/v1/learning-host/media/workflows/${encodeURIComponent(workflowId)}`;

/** The host player's media routes, each with the grant. */
export const hostMediaUrls = (grant: string) => ({
  playlist: (workflowId: string, stepId: string, file = 'master.m3u8') => `${base(workflowId)}/steps/${encodeURIComponent(stepId)}/${file}?g=${grant}`,
  subtitles: (workflowId: string, stepId: string, languageCode: string) =>
    `${base(workflowId)}/steps/${encodeURIComponent(stepId)}/subtitles/${encodeURIComponent(languageCode)}.vtt?g=${grant}`,
});
