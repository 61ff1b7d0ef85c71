'use client';
import { UNKNOWN_CLIENT_IP } from '@/lib/net/unknown-address';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_IP_RULES } from '@/lib/orgs/schema';
import type { RuleLine, RuleProblems } from './rule-lines';
import { useMessage } from './use-message';
import styles from './ip-restriction.module.css';

type Props = {
  id: string;
  text: string;
  lines: RuleLine[];
  problems: RuleProblems;
  clientIP: string;
  onChange: (text: string) => void;
  onBlur: () => void;
};

/** The allow-list box, one rule per line, with the problems of each line listed under it. */
export function RulesField({ id, text, lines, problems, clientIP, onChange, onBlur }: Props) {
  const t = useTranslations('adminIp');
  const message = useMessage();
  const [note, setNote] = useState<'added' | 'alreadyListed' | null>(null);
  const invalid = problems.byLine.size > 0 || problems.list !== null;
  const describedBy = [`${id}-hint`, `${id}-count`, invalid ? `${id}-errors` : null].filter(Boolean).join(' ');

  const addMine = () => {
    if (lines.some((l) => l.value === clientIP)) return setNote('alreadyListed');
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    onChange(`${text}${separator}${clientIP}`);
    setNote('added');
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('rulesLabel')}
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('rulesHint')}
      </p>
      <textarea
        id={id}
        name="allowedRules"
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={t('rulesPlaceholder')}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          setNote(null);
        }}
        // Leaving for the Save button: the submit reveals the problems itself. Revealing them now
        // would push the button down between mouse-down and mouse-up, and the click would miss it.
        onBlur={(e) => {
          if (!(e.relatedTarget instanceof HTMLButtonElement && e.relatedTarget.type === 'submit')) onBlur();
        }}
        className={styles.textarea}
      />
      <p id={`${id}-count`} className={styles.muted}>
        {t('ruleCount', { count: lines.length, max: MAX_IP_RULES })}
      </p>
      {invalid ? (
        <div id={`${id}-errors`} className={styles.errors}>
          {problems.list ? <p>{message(problems.list)}</p> : null}
          <ul>
            {[...problems.byLine].map(([line, key]) => (
              <li key={line}>
                {t('lineError', { line, value: lines.find((l) => l.line === line)?.value ?? '', message: message(key) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {clientIP === UNKNOWN_CLIENT_IP ? (
        <p className={styles.mine}>{t('addressUnknown')}</p>
      ) : (
        <div className={styles.mine}>
          <p>
            {t('yourAddress')} <span className={styles.ip}>{clientIP}</span>
          </p>
          <Button type="button" variant="secondary" onClick={addMine}>
            {t('addMine')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.muted}>
        {note ? t(note, { ip: clientIP }) : null}
      </p>
    </div>
  );
}
