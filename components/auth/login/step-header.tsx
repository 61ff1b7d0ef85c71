'use client';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import styles from './login.module.css';

type Props = { title: string; subtitle?: string; headingId?: string; onBack?: () => void; backDisabled?: boolean };

/** A step's back button, heading and sub-line (the heading can take focus when a step has no input). */
export function StepHeader({ title, subtitle, headingId, onBack, backDisabled = false }: Props) {
  const t = useTranslations('login');
  return (
    <>
      {onBack ? (
        <div className={styles.topRow}>
          <Button type="button" variant="ghost" className={styles.back} onClick={onBack} disabled={backDisabled}>
            <span aria-hidden="true">←</span> {t('back')}
          </Button>
        </div>
      ) : null}
      <h1 id={headingId} className={styles.heading} tabIndex={headingId ? -1 : undefined}>
        {title}
      </h1>
      {subtitle ? <p className={styles.sub}>{subtitle}</p> : null}
    </>
  );
}
