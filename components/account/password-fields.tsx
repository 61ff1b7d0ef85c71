'use client';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { passwordProblems } from '@/lib/auth/rules';
import { Field } from './field';
import { PasswordChecklist } from './password-checklist';
import styles from './account.module.css';

export type PasswordValues = { password: string; confirm: string };

/** Valid when every rule is met and the confirmation matches (spec §5). */
export const passwordsValid = ({ password, confirm }: PasswordValues) => passwordProblems(password).length === 0 && confirm === password;

type Props = {
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  labels: { password: string; confirm: string };
  firstRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** New password, its rule checklist, and the confirmation, with an optional "show" switch. */
export function PasswordFields({ values, onChange, labels, firstRef, disabled }: Props) {
  const t = useTranslations();
  const checklistId = useId();
  const [visible, setVisible] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const mismatch = confirmTouched && values.confirm.length > 0 && values.confirm !== values.password;
  const confirmError = confirmTouched && !values.confirm ? t('rules.required') : mismatch ? t('rules.passwordMatch') : undefined;
  // The space key does nothing here (spec §5), so a stray space cannot sneak in unnoticed.
  const blockSpace = (e: KeyboardEvent) => e.key === ' ' && e.preventDefault();
  const type = visible ? 'text' : 'password';
  return (
    <>
      <Field
        ref={firstRef}
        label={labels.password}
        type={type}
        name="password"
        autoComplete="new-password"
        required
        maxLength={64}
        value={values.password}
        onKeyDown={blockSpace}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
        describedBy={checklistId}
        disabled={disabled}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <Field
        label={labels.confirm}
        type={type}
        name="confirm"
        autoComplete="new-password"
        required
        maxLength={64}
        value={values.confirm}
        onKeyDown={blockSpace}
        onChange={(e) => onChange({ ...values, confirm: e.target.value })}
        onBlur={() => setConfirmTouched(true)}
        error={confirmError}
        disabled={disabled}
      />
      <label className={styles.toggle}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t('account.showPasswords')}
      </label>
    </>
  );
}
