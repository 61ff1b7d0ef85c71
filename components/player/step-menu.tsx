'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef, type ReactNode } from 'react';
import { attachmentCount } from '@/lib/player/attachments';
import type { PlayerStepDto } from '@/lib/player/schema';
import { formatTime, stepNumber } from '@/lib/player/time';
import { Icon } from './icons';
import styles from './player.module.css';

type Props = { steps: PlayerStepDto[]; current: number; onPick: (index: number) => void; onClose?: () => void; embedded?: boolean; /** The quiz card, after the steps. */ extra?: ReactNode };

/** The step grid: poster, two-digit number, title, mm:ss duration and a paperclip when the step has attachments. */
export function StepGrid({ steps, current, onPick }: Props) {
  const t = useTranslations('player');
  return (
    <ol className={styles.grid}>
      {steps.map((step, i) => (
        <li key={step.id}>
          <button type="button" className={styles.card} aria-current={i === current ? 'step' : undefined} onClick={() => onPick(i)}>
            <span className={styles.thumb} style={step.posterUrl ? { backgroundImage: `url("${step.posterUrl}")` } : undefined}>
              <span className={styles.thumbInfo}>
                <span>{stepNumber(i)}</span>
                <span>
                  {attachmentCount(step.attachments) > 0 && <Icon name="clip" width={14} height={14} aria-label={t('hasAttachments')} role="img" aria-hidden={false} />}
                  {formatTime(step.duration)}
                </span>
              </span>
            </span>
            <span className={styles.cardTitle}>{step.title || t('untitledStep', { number: stepNumber(i) })}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The step menu over the video (closes with Escape; focus goes to the current step). */
export function StepMenu(props: Props) {
  const t = useTranslations('player');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[aria-current="step"]')?.focus();
  }, []);
  return (
    <div ref={ref} className={styles.panel} role="dialog" aria-label={t('stepMenu')} onKeyDown={(e) => e.key === 'Escape' && props.onClose?.()}>
      <div className={styles.panelHead}>
        <h2>{t('stepMenu')}</h2>
        <button type="button" className={styles.btn} aria-label={t('close')} title={t('close')} onClick={props.onClose}>
          <Icon name="close" />
        </button>
      </div>
      <StepGrid {...props} />
      {props.extra}
    </div>
  );
}
