'use client';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import type { LoginMode } from '@/lib/auth/login-mode';
import type { SsoProviderInfo } from '@/lib/auth/sso/config';
import styles from './login.module.css';

type Props = {
  mode: LoginMode;
  providers: SsoProviderInfo[];
  busy: boolean;
  onProvider: (providerId: string) => void;
  onSso: () => void;
};

function ProviderIcon({ kind }: { kind: SsoProviderInfo['kind'] }) {
  if (kind === 'google') {
    return (
      <svg className={styles.providerIcon} viewBox="0 0 48 48" aria-hidden="true">
        <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
        <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
        <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
        <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
      </svg>
    );
  }
  if (kind === 'azure-ad') {
    return (
      <svg className={styles.providerIcon} viewBox="0 0 22 22" aria-hidden="true">
        <path fill="#F25022" d="M1 1h9.5v9.5H1z" />
        <path fill="#7FBA00" d="M11.5 1H21v9.5h-9.5z" />
        <path fill="#00A4EF" d="M1 11.5h9.5V21H1z" />
        <path fill="#FFB900" d="M11.5 11.5H21V21h-9.5z" />
      </svg>
    );
  }
  return (
    <svg className={styles.providerIcon} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />
    </svg>
  );
}

/** The SSO part of a mode: "continue with …" per provider (generic hosts), or one SSO button. */
export function SsoChoices({ mode, providers, busy, onProvider, onSso }: Props) {
  const t = useTranslations('login');
  if (mode === 'EMAIL_ONLY') return null;
  return (
    <>
      <div className={styles.stack}>
        {mode === 'EMAIL_GENERIC_SSO' ? (
          providers.map((p) => (
            <Button key={p.id} type="button" variant="secondary" className={styles.provider} disabled={busy} onClick={() => onProvider(p.id)}>
              <ProviderIcon kind={p.kind} />
              {t('continueWith', { provider: p.label })}
            </Button>
          ))
        ) : (
          <Button type="button" variant={mode === 'SSO_ONLY' ? 'primary' : 'secondary'} className={styles.provider} disabled={busy} onClick={onSso}>
            <ProviderIcon kind="oidc" />
            {t('sso')}
          </Button>
        )}
      </div>
      {mode === 'SSO_ONLY' ? null : <div className={styles.divider}>{t('or')}</div>}
    </>
  );
}
