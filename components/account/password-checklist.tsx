'use client';
import { useTranslations } from '@/lib/i18n/client';
import { passwordProblems } from '@/lib/auth/rules';
import styles from './account.module.css';

// The rule keys of lib/auth/rules.ts passwordProblems, in the order they are shown; as a to-do
// item "no spaces" reads better than the field error it is elsewhere.
const RULES = ['rules.passwordLength', 'rules.passwordDigit', 'rules.passwordLower', 'rules.passwordUpper', 'rules.passwordSpecial', 'rules.noSpace'];
const LABELS: Record<string, string> = { 'rules.noSpace': 'account.checklist.noSpace' };

/**
 * Each password rule as met or not while typing. The list itself is quiet; one polite live
 * region says how many rules are met, so screen readers are not flooded on every key.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const t = useTranslations();
  const problems = new Set(passwordProblems(password));
  const met = RULES.filter((rule) => !problems.has(rule)).length;
  return (
    <div id={id}>
      <p className={styles.checklistTitle}>{t('account.checklist.title')}</p>
      <ul className={styles.checklist}>
        {RULES.map((rule) => {
          const ok = !problems.has(rule);
          return (
            <li key={rule} className={[styles.rule, ok ? styles.ruleMet : ''].join(' ')}>
              <span className={styles.mark} aria-hidden="true">
                {ok ? '✓' : '•'}
              </span>
              <span>
                {t(LABELS[rule] ?? rule)} <span className="visually-hidden">{ok ? t('account.checklist.met') : t('account.checklist.unmet')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {password ? t('account.checklist.summary', { met, total: RULES.length }) : ''}
      </p>
    </div>
  );
}
