'use client';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/shell/icons';
import type { SearchMatch, WorkflowCardView } from '@/lib/workflows/library-schema';
import { workflowKeys } from '@/lib/workflows/query-keys';
import { isLiveProgress } from '@/lib/workflows/progress-types';
import { CardMenu, type CardAction } from './card-menu';
import { CardToolDialog } from './card-tools';
import { cardHref } from '@/lib/workflows/card-href';
import { formatDuration } from './format';
import styles from './library.module.css';
import { useNotice } from './notice';
import { copyText, publicShareUrl } from './share';
import { useCardActions } from './use-library';
import { useWorkflowProgress } from './use-workflow-progress';

type Props = { card: WorkflowCardView; match?: SearchMatch | null; headingLevel?: 2 | 3; liveProgress?: boolean };

/** A private workspace's workflow the caller is not assigned to: a placeholder, nothing of its content. */
function LockedCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations('library');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-disabled="true">
      <div className={styles.poster}>
        <Icon name="lock" size={32} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{t('locked.title')}</Heading>
        <p className={styles.meta}>{t('locked.text')}</p>
      </div>
    </article>
  );
}

/** Spec 01 §3 workflow card: poster, title, duration, steps, author, workspace, date, status, favourite, tools. */
export function WorkflowCard({ card, match, headingLevel = 3, liveProgress = true }: Props) {
  const t = useTranslations('library');
  const tools = useTranslations('cardTools');
  const format = useFormatter();
  const notice = useNotice();
  const actions = useCardActions();
  const client = useQueryClient();
  const [action, setAction] = useState<CardAction | null>(null);
  // The optimistic favourite until the refreshed card agrees (or the call failed).
  const [pendingFavorite, setPendingFavorite] = useState<boolean | null>(null);
  const favorite = pendingFavorite ?? card.favorite;
  const live = liveProgress && !card.locked && isLiveProgress(card.status);
  const progress = useWorkflowProgress(card.id, { enabled: live });
  const status = progress?.status ?? card.status;

  // Processing finished (or failed) while the page was open: the lists learn the new state.
  useEffect(() => {
    if (progress && !isLiveProgress(progress.status)) void client.invalidateQueries({ queryKey: workflowKeys.all });
  }, [progress, client]);

  if (card.locked) return <LockedCard headingLevel={headingLevel} />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = cardHref(card);
  const duration = formatDuration(card.videoDuration);
  const fraction = progress?.fraction ?? card.progress?.fraction ?? null;
  const stage = progress?.stage ?? card.progress?.stage ?? null;

  const onAction = async (picked: CardAction) => {
    if (picked !== 'publicLink') return setAction(picked);
    notice(tools((await copyText(publicShareUrl(card.id))) ? 'publicLink.copied' : 'share.failed'), 'success');
  };
  const toggleFavorite = async () => {
    const next = !favorite;
    setPendingFavorite(next);
    try {
      await actions.favorite(card.id, next);
    } catch {
      notice(t('favoriteFailed'), 'error');
    } finally {
      setPendingFavorite(null);
    }
  };

  return (
    <article className={styles.card} data-disabled={!href}>
      <div className={styles.poster}>
        {card.posterUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed storage URL; next/image cannot optimise it
          <img src={card.posterUrl} alt="" loading="lazy" />
        ) : (
          <Icon name="sparkle" size={32} />
        )}
        <span className={styles.badge} data-status={status}>
          {t(`status.${status}`)}
        </span>
        {duration ? (
          <span className={styles.duration}>
            <span className="visually-hidden">{t('durationLabel')} </span>
            {duration}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Heading className={styles.title}>{href ? <Link href={href}>{card.title}</Link> : card.title}</Heading>
          <button type="button" className={styles.iconButton} aria-pressed={favorite} aria-label={t('favoriteLabel', { title: card.title })} onClick={toggleFavorite}>
            <Icon name="star" size={18} filled={favorite} />
          </button>
          <CardMenu card={card} onAction={onAction} />
        </div>
        <p className={styles.meta}>
          {t('steps', { count: card.stepCount })}
          {card.author ? ` · ${card.author.displayName}` : ''}
        </p>
        <p className={styles.meta}>
          {card.workspaceName}
          {card.privateWorkspace ? ` · ${t('private')}` : ''}
          {card.publishedDate ? ` · ${format.dateTime(new Date(card.publishedDate), { dateStyle: 'medium' })}` : ''}
        </p>
        {card.resume && href ? (
          <p className={styles.meta} data-testid="resume-point">
            {t('resumeAt', { step: card.resume.stepNumber, time: formatDuration(card.resume.startAt) ?? '0:00' })}
          </p>
        ) : null}
        {isLiveProgress(status) ? (
          <div className={styles.progress}>
            <progress max={1} value={fraction ?? undefined} aria-label={t('progressLabel', { title: card.title })} />
            <span>{stage && t.has(`stages.${stage}`) ? t(`stages.${stage}`) : t('waiting')}</span>
          </div>
        ) : null}
        {match ? <p className={styles.snippet}>{match.snippet}</p> : null}
      </div>
      {action ? <CardToolDialog card={card} action={action} onClose={() => setAction(null)} /> : null}
    </article>
  );
}
