'use client';
import { useLocale } from '@/lib/i18n/client';
import { useState } from 'react';
import type { LoginIdValue } from './email-or-id-form';
import { checkIdp, isConnectionFailure, passwordSignIn, rememberClientKey, requestPasswordReset, ssoSignIn } from './login-api';
import type { ConnectionFailure } from './status-cards';

/** Spec §4 login form states, plus the SSO work-email step of EMAIL_AND_SSO / SSO_ONLY. */
export type Step =
  | { name: 'login-id' }
  | { name: 'work-email' }
  | { name: 'password'; account: LoginIdValue }
  | { name: 'reset'; from: 'login-id' | 'password' }
  | { name: 'reset-sent'; email: string };

type Failure = { kind: ConnectionFailure; retry: () => void };

export type LoginFlowOptions = { redirectTo: string; checkIdpFirst: boolean; initialError: string | null };

/** The login page's state machine: steps, the one alert, the connection-failed card, the SSO overlay. */
export function useLoginFlow({ redirectTo, checkIdpFirst, initialError }: LoginFlowOptions) {
  const locale = useLocale();
  const [step, setStepState] = useState<Step>({ name: 'login-id' });
  const [account, setAccount] = useState<LoginIdValue | null>(null);
  const [alert, setAlert] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [moved, setMoved] = useState(false);

  const goTo = (next: Step) => {
    setAlert(null);
    setMoved(true);
    setStepState(next);
  };

  /** Runs a server call; an unreachable server opens the connection-failed card with a retry. */
  const attempt = async (kind: ConnectionFailure, run: () => Promise<void>) => {
    setFailure(null);
    setAlert(null);
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setRedirecting(false);
      if (isConnectionFailure(error)) setFailure({ kind, retry: () => void attempt(kind, run) });
      else setAlert('alert.unexpectedError');
    } finally {
      setBusy(false);
    }
  };

  const startSso = (providerId: string) =>
    attempt('sso-login', async () => {
      setRedirecting(true);
      const error = await ssoSignIn(providerId, redirectTo);
      // Without an error the browser is leaving for the identity provider: keep the overlay up.
      if (error) {
        setRedirecting(false);
        setAlert(error);
      }
    });

  const submitLoginId = (value: LoginIdValue) => {
    setAccount(value);
    if (value.kind === 'employee-id' || !checkIdpFirst) return goTo({ name: 'password', account: value });
    return attempt('domain-check', async () => {
      const idp = await checkIdp({ email: value.login });
      if (idp?.ssoLoginOnly) return startSso(idp.providerId);
      goTo({ name: 'password', account: value });
    });
  };

  const ssoBy = (query: { email: string } | { clientKey: string }) =>
    attempt('domain-check', async () => {
      const idp = await checkIdp(query);
      if (idp) return startSso(idp.providerId);
      setAlert('login.ssoNotSupported');
    });

  const submitPassword = (value: LoginIdValue, password: string) =>
    attempt('email-login', async () => {
      const error = await passwordSignIn({ login: value.login, password, clientKey: value.kind === 'employee-id' ? value.clientKey : null });
      if (error) return setAlert(error);
      if (value.kind === 'employee-id' && value.clientKey) rememberClientKey(value.clientKey);
      // A full load, so the signed-in server shell renders with the new session. The promise never
      // settles, which keeps the button busy until the page unloads.
      window.location.assign(redirectTo);
      await new Promise(() => undefined);
    });

  const submitReset = async (email: string) => {
    setAlert(null);
    setBusy(true);
    try {
      const error = await requestPasswordReset(email, locale);
      if (error) setAlert(error);
      else goTo({ name: 'reset-sent', email });
    } catch {
      setAlert('auth.alertResetFailed');
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    account,
    alert,
    busy,
    redirecting,
    failure,
    moved,
    goTo,
    closeFailure: () => {
      setFailure(null);
      setMoved(true);
    },
    startSso,
    submitLoginId,
    submitWorkEmail: (email: string) => ssoBy({ email }),
    /** The organisation's own provider, known from its client key. */
    startOrgSso: (clientKey: string) => ssoBy({ clientKey }),
    submitPassword,
    submitReset,
  };
}
