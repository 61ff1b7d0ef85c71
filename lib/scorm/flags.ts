import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { downloadsAllowed } from '@/lib/workflows/downloads';

/**
 * Spec 01 §3 / 02 §3: exporting packages needs the enableSCORM feature (plan flag and admin toggle)
 * and downloads allowed (allowDownloads on, disableDownloads off). Client-safe: the side menu and the
 * route rules read it too.
 */
export const scormExportOn = (settings: OrgSettings) => isFeatureOn(settings, 'enableSCORM') && downloadsAllowed(settings);

/** The export history page (design note in README: where the spec names no page for it). */
export const SCORM_EXPORTS_PATH = '/scorm-exports';
