'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import type { LoginModeResult } from '@/lib/auth/login-mode';
import { EmailOrIdForm } from './email-or-id-form';
import styles from './login.module.css';
import { PasswordForm } from './password-form';
import { EmailStepForm, ResetSent } from './reset-form';
import { SsoChoices } from './sso-choices';
import { ConnectionFailedCard, LoggedOutCard, SsoOverlay } from './status-cards';
import { useLoginFlow } from './use-login-flow';
import { useMessage } from './use-message';

export type LoginViewProps = LoginModeResult & {
  clientKey: string | null;
  orgName: string | null;
  /** Already checked with safeRedirect on the server. */
  redirectTo: string;
  loggedOut: boolean;
  shared: boolean;
  errorKey: string | null;
  compact: boolean;
};

/** One-shot query flags are dropped from the address, so a reload shows the plain form. */
const ONE_SHOT_PARAMS = ['loggedOut', 'shared', 'error'];

export function LoginView(props: LoginViewProps) {
  const { mode, providers, ssoProviderId, clientKey, orgName, redirectTo, compact } = props;
  const t = useTranslations('login');
  const message = useMessage();
  const flow = useLoginFlow({ redirectTo, checkIdpFirst: props.checkIdp, initialError: props.errorKey });
  const [showLoggedOut, setShowLoggedOut] = useState(props.loggedOut);
  const { step, account, busy } = flow;

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!ONE_SHOT_PARAMS.some((p) => url.searchParams.has(p))) return;
    ONE_SHOT_PARAMS.forEach((p) => url.searchParams.delete(p));
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const toLoginId = () => flow.goTo({ name: 'login-id' });
  const alert = flow.alert ? <Alert tone="error">{message(flow.alert)}</Alert> : null;

  let content;
  if (showLoggedOut) {
    content = <LoggedOutCard shared={props.shared} onOk={() => setShowLoggedOut(false)} />;
  } else if (flow.failure) {
    content = <ConnectionFailedCard failure={flow.failure.kind} onRetry={flow.failure.retry} onClose={flow.closeFailure} />;
  } else if (step.name === 'password') {
    content = (
      <PasswordForm
        login={step.account.login}
        isEmail={step.account.kind === 'email'}
        busy={busy}
        onBack={toLoginId}
        onForgot={() => flow.goTo({ name: 'reset', from: 'password' })}
        onSubmit={(password) => flow.submitPassword(step.account, password)}
      />
    );
  } else if (step.name === 'reset' || step.name === 'work-email') {
    const isReset = step.name === 'reset';
    content = (
      <EmailStepForm
        key={step.name}
        variant={step.name}
        initialEmail={account?.kind === 'email' ? account.login : ''}
        busy={busy}
        onBack={() => (isReset && step.from === 'password' && account ? flow.goTo({ name: 'password', account }) : toLoginId())}
        onSubmit={isReset ? flow.submitReset : flow.submitWorkEmail}
      />
    );
  } else if (step.name === 'reset-sent') {
    content = <ResetSent email={step.email} onBackToLogin={toLoginId} />;
  } else {
    content = (
      <>
        <h1 className={styles.heading}>{orgName ? t('titleOrg', { org: orgName }) : t('title')}</h1>
        <p className={styles.sub}>{mode === 'SSO_ONLY' ? t('ssoOnlyIntro') : t('intro')}</p>
        {alert}
        <SsoChoices
          mode={mode}
          providers={providers}
          busy={busy}
          onProvider={flow.startSso}
          onSso={() => (ssoProviderId && clientKey ? flow.startOrgSso(clientKey) : flow.goTo({ name: 'work-email' }))}
        />
        {mode === 'SSO_ONLY' ? null : (
          <EmailOrIdForm
            initialLogin={account?.login ?? ''}
            initialClientKey={account?.kind === 'employee-id' && !clientKey ? (account.clientKey ?? '') : ''}
            knownClientKey={clientKey}
            busy={busy}
            focusOnMount={mode === 'EMAIL_ONLY' || flow.moved || props.loggedOut}
            onSubmit={flow.submitLoginId}
          />
        )}
      </>
    );
  }
  const alertOnTop = step.name !== 'login-id' && !showLoggedOut && !flow.failure;

  return (
    <Card className={compact ? styles.compactCard : styles.card}>
      {alertOnTop ? alert : null}
      {content}
      {flow.redirecting ? <SsoOverlay /> : null}
    </Card>
  );
}
