import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';

/**
 * Whether users may download a workflow's files (original video, step videos, transcripts):
 * the plan's `allowDownloads` feature (plan flag and admin toggle) and the admin's
 * `permissions.disableDownloads` switch not set. One rule for every download route.
 */
export const downloadsAllowed = (settings: OrgSettings) => isFeatureOn(settings, 'allowDownloads') && !settings.permissions.disableDownloads;
