'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { PlayerSopItemDto } from '@/lib/player/schema';
import { stepNumber } from '@/lib/player/time';
import { SeekTime } from './seek-time';
import styles from './ai-summary.module.css';

type Props = { items: PlayerSopItemDto[]; onSeek: (time: number) => void };

/** The SOP tab (BETA): the outline's steps as collapsible items (description, tool, safety or warning). */
export function SopPanel({ items, onSeek }: Props) {
  const t = useTranslations('aiSummary');
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        {t('sopIntro')}
        <span className={styles.beta}>{t('beta')}</span>
      </p>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={i}>
            <details className={styles.item}>
              <summary>
                {stepNumber(i)}. {item.step}
              </summary>
              <dl>
                {(['description', 'tool', 'safetyOrWarning'] as const).map((f) =>
                  item[f] ? (
                    <div key={f}>
                      <dt>{t(`sopField.${f}`)}</dt>
                      <dd>{item[f]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
              <SeekTime time={item.time} onSeek={onSeek} />
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
