'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { expiredPath } from '@/lib/auth/account/paths';
import { fullNameSchema } from '@/lib/auth/rules';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { passwordErrorKey } from './errors';
import { Field } from './field';
import { PasswordFields, passwordsValid } from './password-fields';
import { PasswordSetPanel } from './password-set-panel';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './account.module.css';

type Props = { variant: 'invite' | 'free-trial'; token: string; email: string; lang: string; initialName: string; orgName: string };

const ENDPOINT = { invite: '/api/v1/invite/setuser', 'free-trial': '/api/v1/self-signup/setuser' } as const;
const FAILED_REDIRECT_MS = 2500;

/** /userinvitecreate and /startfreetrial: name and password, then automatic sign-in. */
export function InviteForm({ variant, token, email, lang, initialName, orgName }: Props) {
  const t = useTranslations();
  const ns = variant === 'invite' ? 'account.invite' : 'account.freeTrial';
  const router = useRouter();
  const first = useFocusOnMount<HTMLInputElement>();
  const [name, setName] = useState(initialName);
  const [nameTouched, setNameTouched] = useState(false);
  const [serverNameError, setServerNameError] = useState<string | null>(null);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const nameCheck = fullNameSchema.safeParse(name);
  const nameError = serverNameError ?? (nameTouched && !nameCheck.success ? nameCheck.error.issues[0].message : null);
  const valid = nameCheck.success && passwordsValid(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNameTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    const failure = await apiRequest(ENDPOINT[variant], { method: 'POST', body: { token, name, password: values.password } }).then(() => null, asApiError);
    if (!failure) return setDone(true);
    if (failure.code === 'gone') return window.location.assign(expiredPath(variant, lang, email));
    setBusy(false);
    const nameIssue = failure.issues.find((i) => i.path === 'name');
    if (nameIssue) return setServerNameError(nameIssue.message);
    const key = passwordErrorKey(failure, 'account.setPasswordFailed');
    setError(key);
    // Spec §8: a generic failure is announced, then the person is taken to the sign-in page.
    if (key === 'account.setPasswordFailed') window.setTimeout(() => router.push('/'), FAILED_REDIRECT_MS);
  }

  if (done) return <PasswordSetPanel email={email} password={values.password} title={t(`${ns}.successTitle`)} />;
  return (
    <form onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t(`${ns}.title`)}</h1>
      <p className={styles.lead}>{t(`${ns}.intro`, { orgName, email })}</p>
      {error ? <Alert>{t(error)}</Alert> : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        ref={first}
        label={t('account.fullName')}
        name="name"
        autoComplete="name"
        required
        maxLength={90}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setServerNameError(null);
        }}
        onBlur={() => setNameTouched(true)}
        error={nameError ? t(nameError) : undefined}
        disabled={busy}
      />
      <PasswordFields
        values={values}
        onChange={setValues}
        disabled={busy}
        labels={{ password: t('account.password'), confirm: t('account.confirmPassword') }}
      />
      <Button type="submit" busy={busy} disabled={!valid} className={styles.full}>
        {t(`${ns}.submit`)}
      </Button>
    </form>
  );
}
