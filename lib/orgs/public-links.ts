import { isFeatureOn, type OrgSettings } from './settings';

/** Spec 02 §6: publicSharing is a plan feature with an admin toggle; admins can also disable public links. */
export const allowsPublicLinks = (settings: OrgSettings) => isFeatureOn(settings, 'publicSharing') && !settings.permissions.disablePublicLinks;
