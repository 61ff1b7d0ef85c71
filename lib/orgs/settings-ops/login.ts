import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { changeOrgSettings } from './change';
import { assertSettingsAccess } from './guard';
import type { InterfaceLanguageInput, LoginPatch } from './schema';

/**
 * Sign-in settings (spec §3): employee-ID and shared-account login, master-password sign-in,
 * name changes and the shared-device options. Master-password sign-in cannot be switched on
 * before a master password is set: every passwordless employee would be locked out.
 */
export function updateLoginSettings({ session, input }: { session: SessionContext; input: LoginPatch }) {
  assertSettingsAccess(session);
  const { sharedDevice, ...top } = input;
  return changeOrgSettings({
    session,
    action: 'settings.login.update',
    patch: { ...top, ...(sharedDevice ? { sharedDevice } : {}) },
    check: (before, after) => {
      if (after.employeeIdMPEnabled && !before.settings.employeeIdMPEnabled && !before.employeeIdMpHash) {
        throw new AppError('conflict', 'adminSettings.masterPasswordMissing');
      }
    },
  });
}

/** The organisation's default interface language (one of the 12 UI languages). */
export function updateInterfaceLanguage({ session, input }: { session: SessionContext; input: InterfaceLanguageInput }) {
  assertSettingsAccess(session, 'languages');
  return changeOrgSettings({ session, action: 'settings.language.update', patch: { defaultLocale: input.defaultLocale } });
}
