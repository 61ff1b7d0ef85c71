'use client';
import { useTranslations } from '@/lib/i18n/client';
import { passwordProblems } from '@/lib/auth/rules';
import styles from './profile.module.css';

const RULES = ['rules.passwordLength', 'rules.passwordDigit', 'rules.passwordLower', 'rules.passwordUpper', 'rules.passwordSpecial', 'rules.noSpace'];

/** The live rule list under the new-password field (spec §5: 10–25, digit, lower, upper, special, no spaces). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const t = useTranslations();
  const failed = new Set(passwordProblems(password));
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.muted}>{t('profile.passwordRules')}</p>
      <ul>
        {RULES.map((rule) => {
          const met = !failed.has(rule);
          return (
            <li key={rule} className={met ? styles.ruleMet : styles.ruleOpen}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span>{' '}
              <span className="visually-hidden">{t(met ? 'profile.ruleMet' : 'profile.ruleNotMet')} </span>
              {t(rule)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
