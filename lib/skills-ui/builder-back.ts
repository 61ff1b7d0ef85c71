/**
 * Spec 01 §2: the skill builder remembers the path it was opened from and its back button returns
 * there; opened from the root (or another builder page, or nowhere known) it falls back to the
 * skills home.
 */
export const BUILDER_BACK_KEY = 'openhow:skillbuilder-back';
export const SKILLS_HOME = '/skill/home';

export function builderBackHref(stored: string | null | undefined): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//')) return SKILLS_HOME;
  const path = stored.split(/[?#]/)[0];
  if (path === '/' || path.startsWith('/skillbuilder')) return SKILLS_HOME;
  return stored;
}

/** The workspace a page belongs to (/workspace/{id}/…), for the create-skill popup's default. */
export function workspaceOfPath(path: string | null | undefined): string | null {
  const match = /^\/workspace\/([0-9a-f-]{36})(?:\/|$)/i.exec(path ?? '');
  return match ? match[1] : null;
}
