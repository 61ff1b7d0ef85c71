'use client';
import { useId } from 'react';
import { languageName } from '@/components/workflows/create/languages';
import { useLocale } from '@/lib/i18n/client';
import styles from './builder.module.css';

type Props<T extends string> = { label: string; value: T; languages: readonly T[]; onChange: (code: T) => void; suffix?: (code: T) => string; className?: string };

/** A labelled choice among language codes, each named in the viewer's language. */
export function LanguageSelect<T extends string>({ label, value, languages, onChange, suffix, className = styles.field }: Props<T>) {
  const locale = useLocale();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, locale)}
            {suffix?.(code) ?? ''}
          </option>
        ))}
      </select>
    </div>
  );
}
