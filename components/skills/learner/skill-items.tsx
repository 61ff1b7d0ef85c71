'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { ContentProgress } from '@/lib/skills/schema';
import styles from '../skills.module.css';

/** The skill's content in order with each entry's progress; choosing one plays it. */
export function SkillItems({ items, current, onPick }: { items: ContentProgress[]; current: number; onPick: (index: number) => void }) {
  const t = useTranslations('skillsUi');
  return (
    <ol className={styles.items} aria-label={t('player.contents')}>
      {items.map((item, index) => (
        <li key={`${item.type}:${item.id}`} className={styles.item}>
          <button type="button" className={styles.itemTitle} style={{ background: 'none', border: 0, color: 'inherit', font: 'inherit', textAlign: 'left', cursor: 'pointer' }} aria-current={index === current ? 'step' : undefined} onClick={() => onPick(index)}>
            {index + 1}. {item.title}
          </button>
          <span className={styles.state} data-state={item.done ? 'completed' : item.watchedPercent > 0 ? 'in_progress' : 'not_started'}>
            {item.done ? t('player.itemDone') : item.type === 'mm-sop' ? t('player.sopToDo') : t('player.itemWatched', { percent: item.watchedPercent })}
          </span>
          {item.hasQuiz ? <span className={styles.muted}>{item.quizPassed ? t('player.quizPassed') : t('player.quizPending')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
