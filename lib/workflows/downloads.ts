import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';

/**
 * Whether people of this organisation may download videos and documents (the original video, a
 * step's video, the transcript): the plan's `allowDownloads` feature must be on (plan flag and
 * admin toggle) and the admin's permission setting `disableDownloads` off (spec 01 §4, 02 §6).
 * Public (signed-out) players never offer downloads.
 */
export function downloadsAllowed(settings: OrgSettings, { isPublic = false }: { isPublic?: boolean } = {}): boolean {
  return !isPublic && isFeatureOn(settings, 'allowDownloads') && !settings.permissions.disableDownloads;
}
