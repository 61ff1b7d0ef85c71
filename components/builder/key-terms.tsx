'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { languageName } from '@/components/workflows/create/languages';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { BuilderForm } from '@/lib/builder/schema';
import { KEY_TERM_MESSAGES, KEY_TERMS_PER_LANGUAGE, keyTermProblem, sameTerm } from '@/lib/builder/terms';
import { isRtlLanguage, KEY_TERM_LANGUAGES } from '@/lib/workflows/languages';
import { LanguageSelect } from './language-select';
import { SuggestTerms } from './suggest-terms';
import styles from './builder.module.css';

type Props = { workflowId: string; form: BuilderForm; languages: string[]; issues: Record<string, string>; update: (change: (f: BuilderForm) => BuilderForm) => void };
type TermLanguage = keyof BuilderForm['terms'];

/** Key terms per transcript language (spec 02 §5 rules); the player's search suggests them. */
export function KeyTerms({ workflowId, form, languages, issues, update }: Props) {
  const t = useTranslations('builder');
  const locale = useLocale();
  const message = useMessage();
  const usable = languages.filter((l): l is TermLanguage => (KEY_TERM_LANGUAGES as readonly string[]).includes(l));
  const [language, setLanguage] = useState<TermLanguage | undefined>(usable[0]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<Record<string, string[]>>({});
  const current = (language && usable.includes(language) ? language : usable[0]) as TermLanguage | undefined;
  const terms = current ? (form.terms[current] ?? []) : [];
  const serverIssue = current ? Object.entries(issues).find(([path]) => path.startsWith(`terms.${current}`))?.[1] : undefined;

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!current) return;
    const problem = keyTermProblem(text);
    if (problem) return setError(KEY_TERM_MESSAGES[problem]);
    if (terms.some((x) => sameTerm(x, text))) return setError('builder.duplicateTerm');
    if (terms.length >= KEY_TERMS_PER_LANGUAGE) return setError('builder.tooManyTerms');
    update((f) => ({ ...f, terms: { ...f.terms, [current]: [...(f.terms[current] ?? []), text] } }));
    setText('');
    setError(null);
  };
  const remove = (term: string) => current && update((f) => ({ ...f, terms: { ...f.terms, [current]: (f.terms[current] ?? []).filter((x) => x !== term) } }));

  return (
    <section className={styles.section} aria-labelledby="builder-terms">
      <h2 id="builder-terms" className={styles.sectionTitle}>
        {t('termsSection')}
      </h2>
      <p className={styles.muted}>{t('termsHint')}</p>
      {usable.length > 0 && <SuggestTerms workflowId={workflowId} update={update} onSuggested={setSuggested} />}
      {!current ? (
        <p className={styles.muted}>{t('termsNoLanguage')}</p>
      ) : (
        <>
          <LanguageSelect label={t('termsLanguage')} value={current} languages={usable} onChange={setLanguage} />
          <ul className={styles.terms} aria-label={t('termsList', { language: languageName(current, locale) })}>
            {terms.map((term) => (
              <li key={term} className={styles.term} dir={isRtlLanguage(current) ? 'rtl' : 'auto'}>
                {term}
                {suggested[current]?.includes(term) && <span className={styles.suggested}>{t('suggestedTerm')}</span>}
                <button type="button" className={styles.removeTerm} onClick={() => remove(term)} aria-label={t('removeTerm', { term })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <form className={styles.termForm} onSubmit={add}>
            <TextField
              label={t('newTerm')}
              value={text}
              dir={isRtlLanguage(current) ? 'rtl' : 'auto'}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              error={error ? message(error) : serverIssue ? message(serverIssue) : undefined}
            />
            <Button type="submit" variant="secondary">
              {t('addTerm')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
