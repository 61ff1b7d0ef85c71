'use client';
import { useTranslations } from '@/lib/i18n/client';
import { ApiRequestError } from '@/components/ui/api-request';
import { NETWORK_ERROR } from './admin-api';

export type KitNamespace = 'adminTeams' | 'adminBusiness' | 'adminCategories' | 'adminConsents';

/**
 * Words a rule or server message key for one admin screen: an unreachable server in the screen's
 * own words, unknown keys as the generic error.
 */
export function useErrorText(namespace: KitNamespace) {
  const t = useTranslations();
  return (keyOrError: unknown) => {
    const key = keyOrError instanceof ApiRequestError ? keyOrError.messageKey : typeof keyOrError === 'string' ? keyOrError : null;
    if (key === NETWORK_ERROR) return t(`${namespace}.networkError`);
    return key && t.has(key) ? t(key) : t('alert.unexpectedError');
  };
}
